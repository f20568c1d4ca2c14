import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField, type TextFieldProps } from '../../src/ui/index.ts';
import { axeViolations } from './axe.ts';

function Controlled(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField label="Vorname" {...props} value={value} onChange={(next) => (setValue(next), props.onChange?.(next))} />;
}

describe('TextField', () => {
  it('is a textbox named by its label that reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Ada');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveProperty('value', 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('describes the input with its hint and its error, and marks it invalid', () => {
    render(<TextField label="E-Mail" value="x" onChange={() => {}} hint="Für die Bestätigung" error="Ungültige E-Mail-Adresse" />);
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: 'Für die Bestätigung Ungültige E-Mail-Adresse' })).toBe(input);
  });

  it('shows a spinner while the value is being checked', () => {
    const { container } = render(<TextField label="Telefon" value="030" onChange={() => {}} status="pending" pendingLabel="Wird geprüft" />);
    expect(screen.getByRole('status').textContent).toBe('Wird geprüft');
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('pending');
  });

  it('shows a checkmark when valid and not empty, and none when empty', () => {
    const { rerender } = render(<TextField label="Telefon" value="030123" onChange={() => {}} status="valid" validLabel="Gültig" />);
    expect(screen.getByText('Gültig')).toBeTruthy();
    rerender(<TextField label="Telefon" value="" onChange={() => {}} status="valid" validLabel="Gültig" />);
    expect(screen.queryByText('Gültig')).toBeNull();
  });

  it('shows "optional" after the label of an optional field', () => {
    render(<TextField label="Firma" optionalLabel="optional" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Firma (optional)' })).toBeTruthy();
  });

  it('calls onBlur when leaving the field', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<TextField label="Ort" value="" onChange={() => {}} onBlur={onBlur} />);
    await user.click(screen.getByRole('textbox', { name: 'Ort' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('passes axe with hint, error and marks', async () => {
    const { container } = render(
      <div>
        <TextField label="Name" value="" onChange={() => {}} hint="Wie im Ausweis" error="Pflichtfeld" required />
        <TextField label="Telefon" value="1" onChange={() => {}} status="valid" validLabel="Gültig" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
