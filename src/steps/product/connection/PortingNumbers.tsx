import { useTranslation } from 'react-i18next';
import type { PortingNumber } from '../../../domain/schemas/connection.ts';
import { Button, TextField } from '../../../ui/index.ts';
import { fieldId, useConnectionEvents, useConnectionValue, useFieldError } from '../../shared/connectionForm.ts';
import { useLiveValidation } from '../../shared/useLiveValidation.ts';

/** How many single numbers one porting takes (the spec names none; a line carries up to ten). */
export const MAX_PORTING_NUMBERS = 10;

/**
 * Single numbers to port (spec sections 2, 3, 5): several subscriber numbers under one area code, added and
 * removed, none twice. The area code is kept on every entry; the order sends the first one's.
 */
export function PortingNumbers() {
  const { t } = useTranslation();
  const { change, typeIn, touch } = useConnectionEvents();
  const numbers = useConnectionValue((c) => c.portingNumbers);
  const prefix = numbers[0]?.prefix ?? '';
  const status = useLiveValidation('portingNumbers.prefix', prefix);
  const prefixError = useFieldError('product', 'portingNumbers.prefix');
  const write = (next: PortingNumber[]) => change('portingNumbers', next);
  const typeRows = (next: PortingNumber[]) => typeIn('portingNumbers', next);
  const rows = numbers.length > 0 ? numbers : [{ prefix: '', number: '' }];
  return (
    <div className="space-y-4">
      <TextField
        id={fieldId('portingNumbers.prefix')}
        name="portingNumbers.prefix"
        label={t('porting.prefix')}
        placeholder={t('previousTenant.prefix.placeholder')}
        inputMode="numeric"
        autoComplete="tel-area-code"
        required
        value={prefix}
        onChange={(value) => typeRows(rows.map((entry) => ({ ...entry, prefix: value })))}
        onBlur={() => touch('portingNumbers.prefix')}
        error={prefixError}
        status={status}
        pendingLabel={t('live.pending')}
        validLabel={t('live.valid')}
        className="max-w-48"
      />
      <ul className="space-y-3">
        {rows.map((entry, index) => (
          <NumberRow
            key={index}
            index={index}
            value={entry.number}
            removable={rows.length > 1}
            onChange={(value) => typeRows(rows.map((row, at) => (at === index ? { ...row, number: value } : row)))}
            onRemove={() => write(rows.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      {rows.length < MAX_PORTING_NUMBERS ? (
        <Button variant="text" onClick={() => write([...rows, { prefix, number: '' }])}>
          {t('porting.addNumber')}
        </Button>
      ) : null}
    </div>
  );
}

interface NumberRowProps {
  index: number;
  value: string;
  removable: boolean;
  onChange: (value: string) => void;
  onRemove: () => void;
}

function NumberRow({ index, value, removable, onChange, onRemove }: NumberRowProps) {
  const { t } = useTranslation();
  const { touch } = useConnectionEvents();
  const path = `portingNumbers.${index}.number`;
  return (
    <li className="flex items-end gap-3">
      <TextField
        id={fieldId(path)}
        name={path}
        label={t('porting.numberOf', { index: index + 1 })}
        placeholder={t('previousTenant.number.placeholder')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={value}
        onChange={onChange}
        onBlur={() => touch(path)}
        error={useFieldError('product', path)}
        className="max-w-64 flex-1"
      />
      {removable ? (
        <Button variant="text" onClick={onRemove} className="mb-1">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('porting.removeNumberOf', { index: index + 1 })}</span>
        </Button>
      ) : null}
    </li>
  );
}
