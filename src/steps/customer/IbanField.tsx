import { useLayoutEffect, useRef } from 'react';
import { groupIban } from '../../domain/bankCode.ts';
import { TextField, type FieldBaseProps } from '../../ui/index.ts';

export interface IbanFieldProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
}

/**
 * The IBAN in groups of four as it is typed (spec section 2); pasted or typed with spaces it is grouped the
 * same; the caret stays after the character it followed.
 */
export function IbanField({ value, onChange, onBlur, name, ...field }: IbanFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && input.ownerDocument.activeElement !== null) {
      input.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [value]);

  return (
    <TextField
      {...field}
      ref={ref}
      {...(name ? { name } : {})}
      autoComplete="off"
      inputMode="text"
      maxLength={42}
      value={value}
      onChange={(raw) => {
        const grouped = groupIban(raw, ref.current?.selectionStart ?? raw.length);
        caret.current = grouped.caret;
        onChange(grouped.value);
      }}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}
