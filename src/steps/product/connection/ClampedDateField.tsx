import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '../../../domain/dates/calendarDate.ts';
import { formatDisplayDate, type DateStyle } from '../../../domain/dates/displayDate.ts';
import { useOrderSelector } from '../../../shell/OrderFormContext.tsx';
import { DateField } from '../../../ui/index.ts';
import { fieldId, useConnectionEvents, useConnectionValue, useFieldError } from '../../shared/connectionForm.ts';

export interface ClampedDateFieldProps {
  path: 'terminationDate' | 'wantedDate';
  label: string;
  min: CalendarDate;
  max?: CalendarDate;
  hint?: string;
}

/**
 * A calendar date for reading in the language shown ("9 Dec 2026"; spec section 9 dates are shown, YYYY-MM-DD is
 * stored): the month by its name, so no reader takes 12/09 for 12 September.
 */
export function useFormatDate(): (date: CalendarDate, style?: DateStyle) => string {
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  return (date, style) => formatDisplayDate(date, language, style);
}

/**
 * A date that may not lie before `min` (spec sections 5, 9: termination and wanted dates never earlier than
 * today + 14) nor after `max`: typed by keyboard or picked; when the field is left with a date out of range,
 * the nearest allowed date replaces it and the visitor is told. Checked on leaving, not on each change: a
 * year typed digit by digit passes through dates such as 0002-12-24.
 */
export function ClampedDateField({ path, label, min, max, hint }: ClampedDateFieldProps) {
  const { t } = useTranslation();
  const { change, touch } = useConnectionEvents();
  const value = useConnectionValue((c) => c[path]) ?? '';
  const error = useFieldError('product', path);
  const formatDate = useFormatDate();
  const [replaced, setReplaced] = useState<{ date: CalendarDate; late: boolean } | null>(null);
  const leave = () => {
    touch(path);
    if (value === '') return;
    if (value < min) {
      change(path, min);
      setReplaced({ date: min, late: false });
    } else if (max !== undefined && value > max) {
      change(path, max);
      setReplaced({ date: max, late: true });
    }
  };
  return (
    <div className="space-y-1">
      <DateField
        id={fieldId(path)}
        name={path}
        label={label}
        hint={hint}
        value={value}
        // the native input writes the date in the browser's own order: the chosen date is also written out
        valueText={value === '' ? undefined : formatDate(value, 'long')}
        min={min}
        {...(max !== undefined ? { max } : {})}
        onChange={(next) => {
          setReplaced(null);
          change(path, next === '' ? null : next);
        }}
        onBlur={leave}
        error={error}
      />
      <p role="status" className="text-sm text-sky-900">
        {replaced ? t(replaced.late ? 'dates.replacedLate' : 'dates.replaced', { date: formatDate(replaced.date) }) : ''}
      </p>
    </div>
  );
}
