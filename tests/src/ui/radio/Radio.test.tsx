import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioOptionCard } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

const options = [
  { value: 'private', label: 'Privatkunde' },
  { value: 'company', label: 'Geschäftskunde' },
];

describe('RadioGroup', () => {
  it('is a group named by its legend; a click chooses an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('company');
      return <RadioGroup legend="Kundentyp" name="customerType" options={options} value={value} onChange={(v) => (setValue(v), onChange(v))} />;
    }
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Kundentyp' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Geschäftskunde' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Privatkunde' }));
    expect(onChange).toHaveBeenCalledWith('private');
    expect(screen.getByRole('radio', { name: 'Privatkunde' })).toHaveProperty('checked', true);
  });

  it('describes the group with its error', () => {
    render(<RadioGroup legend="Kundentyp" name="t" options={options} value="" onChange={() => {}} error="Bitte wählen" />);
    expect(screen.getByRole('group', { name: 'Kundentyp', description: 'Bitte wählen' })).toBeTruthy();
  });
});

describe('RadioGroup, required', () => {
  it('marks each radio required (the platform announces it; aria-required is not allowed on a group)', async () => {
    const { container } = render(<RadioGroup legend="Anrede" name="salutation" options={options} value="" onChange={() => {}} required />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
    expect(screen.getByRole('group', { name: 'Anrede' }).hasAttribute('aria-required')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('RadioOptionCard', () => {
  it('is a radio named by its title and described by description and signed price difference', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <RadioOptionCard name="router" value="basic" checked onChange={onChange} title="Router Basic" description="WLAN 5" priceDifference={0} />
        <RadioOptionCard name="router" value="pro" checked={false} onChange={onChange} title="Router Pro" description="WLAN 7, Mesh" priceDifference={500} priceSuffix="/ Monat" />
      </>,
    );
    const pro = screen.getByRole('radio', { name: 'Router Pro' });
    expect(pro.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Router Pro', description: /WLAN 7, Mesh \+5,00\s€ \/ Monat/ })).toBe(pro);
    await user.click(screen.getByText('WLAN 7, Mesh'));
    expect(onChange).toHaveBeenCalledWith('pro');
  });
});
