import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorMarkerClass, PhoneField } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

const names = { label: 'Telefon des Vormieters', prefixLabel: 'Vorwahl', numberLabel: 'Rufnummer' };

describe('PhoneField', () => {
  it('takes the area prefix and the number in two named inputs under one legend', async () => {
    const user = userEvent.setup();
    const onPrefix = vi.fn();
    const onNumber = vi.fn();
    function Controlled() {
      const [prefix, setPrefix] = useState('');
      const [number, setNumber] = useState('');
      return (
        <PhoneField
          {...names}
          prefixPlaceholder="030"
          numberPlaceholder="12345678"
          prefix={prefix}
          number={number}
          onPrefixChange={(v) => (setPrefix(v), onPrefix(v))}
          onNumberChange={(v) => (setNumber(v), onNumber(v))}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Telefon des Vormieters' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Vorwahl' }), '030');
    await user.tab();
    await user.keyboard('1234567');
    expect(onPrefix).toHaveBeenLastCalledWith('030');
    expect(onNumber).toHaveBeenLastCalledWith('1234567');
    expect(screen.getByPlaceholderText('12345678')).toBe(screen.getByRole('textbox', { name: 'Rufnummer' }));
  });

  it('shows one combined error that both inputs are described by', () => {
    const { container } = render(
      <PhoneField {...names} prefix="03" number="12" onPrefixChange={() => {}} onNumberChange={() => {}} error="Bitte geben Sie eine gültige Telefonnummer ein" />,
    );
    expect(screen.getAllByText('Bitte geben Sie eine gültige Telefonnummer ein')).toHaveLength(1);
    for (const name of ['Vorwahl', 'Rufnummer']) {
      const input = screen.getByRole('textbox', { name, description: 'Bitte geben Sie eine gültige Telefonnummer ein' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(container.querySelectorAll(`.${errorMarkerClass}`)).toHaveLength(1);
  });

  it('shows the checkmark once the number was checked valid', () => {
    render(<PhoneField {...names} prefix="030" number="1234567" onPrefixChange={() => {}} onNumberChange={() => {}} status="valid" validLabel="Gültig" />);
    expect(screen.getByText('Gültig')).toBeTruthy();
  });

  it('passes axe', async () => {
    const { container } = render(<PhoneField {...names} prefix="" number="" onPrefixChange={() => {}} onNumberChange={() => {}} error="Fehler" hint="Festnetz" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
