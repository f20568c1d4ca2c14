import { useTranslation } from 'react-i18next';
import { Select, TextField } from '../../../ui/index.ts';
import { fieldId, useConnectionEvents, useConnectionValue, useFieldError } from '../../shared/connectionForm.ts';
import { useLiveValidation } from '../../shared/useLiveValidation.ts';

/** Block sizes a number block comes in: 10, 100 or 1000 extensions (spec section 9: 10 by default). */
export const BLOCK_SIZES = [10, 100, 1000] as const;

/**
 * A number block to port (spec sections 2, 3, 9): block size (default 10), area code, base number, the
 * inquiry terminal (default 0, checked live) and the extension range from block start 0 to block end 9
 * (size - 1).
 */
export function PortingBlock() {
  const { t } = useTranslation();
  const { change, typeIn, touch } = useConnectionEvents();
  const block = useConnectionValue((c) => c.portingBlock);
  const areaCodeStatus = useLiveValidation('portingBlock.nationalDestinationCode', block.nationalDestinationCode);
  const inquiryStatus = useLiveValidation('portingBlock.inquiryTerminal', String(block.inquiryTerminal));
  const errors = {
    nationalDestinationCode: useFieldError('product', 'portingBlock.nationalDestinationCode'),
    directDialling: useFieldError('product', 'portingBlock.directDialling'),
    inquiryTerminal: useFieldError('product', 'portingBlock.inquiryTerminal'),
  };
  const live = { pendingLabel: t('live.pending'), validLabel: t('live.valid') };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        id={fieldId('portingBlock.blockSize')}
        name="portingBlock.blockSize"
        label={t('porting.block.size')}
        value={String(block.blockSize)}
        options={BLOCK_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
        onChange={(value) => change('portingBlock', { ...block, blockSize: Number(value), blockStart: 0, blockEnd: Number(value) - 1 })}
      />
      <TextField
        id={fieldId('portingBlock.nationalDestinationCode')}
        name="portingBlock.nationalDestinationCode"
        label={t('porting.block.nationalDestinationCode')}
        placeholder={t('previousTenant.prefix.placeholder')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={block.nationalDestinationCode}
        onChange={(value) => typeIn('portingBlock.nationalDestinationCode', value)}
        onBlur={() => touch('portingBlock.nationalDestinationCode')}
        error={errors.nationalDestinationCode}
        status={areaCodeStatus}
        {...live}
      />
      <TextField
        id={fieldId('portingBlock.directDialling')}
        name="portingBlock.directDialling"
        label={t('porting.block.directDialling')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={block.directDialling}
        onChange={(value) => typeIn('portingBlock.directDialling', value)}
        onBlur={() => touch('portingBlock.directDialling')}
        error={errors.directDialling}
      />
      <TextField
        id={fieldId('portingBlock.inquiryTerminal')}
        name="portingBlock.inquiryTerminal"
        label={t('porting.block.inquiryTerminal')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        value={String(block.inquiryTerminal)}
        // The inquiry terminal is a number (default 0): digits only, a cleared field is 0 again.
        onChange={(value) => /^\d{0,5}$/.test(value) && typeIn('portingBlock.inquiryTerminal', Number(value || '0'))}
        onBlur={() => touch('portingBlock.inquiryTerminal')}
        error={errors.inquiryTerminal}
        status={inquiryStatus}
        {...live}
      />
      <p className="text-sm text-slate-700 sm:col-span-2">{t('porting.block.range', { start: block.blockStart, end: block.blockEnd })}</p>
    </div>
  );
}
