import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IbanField } from '../../../../src/steps/customer/IbanField.tsx';

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <IbanField label="IBAN" value={value} onChange={setValue} />;
}

describe('IbanField (spec section 2)', () => {
  it('groups the IBAN in fours as it is typed, in upper case', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'de89370400440532013000');
    expect(input).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('takes a pasted IBAN with spaces and keeps the caret at its end', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.click(input);
    await user.paste('DE89 3704 0044 0532 0130 00');
    expect(input.value).toBe('DE89 3704 0044 0532 0130 00');
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('keeps the caret after the character typed inside the IBAN', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="DE89 3704" />);
    const input = screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(6, 6);
    await user.keyboard('X');
    expect(input.value).toBe('DE89 3X70 4');
    expect(input.selectionStart).toBe(7);
  });
});
