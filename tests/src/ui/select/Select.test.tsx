import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '../../../../src/ui/index.ts';

const options = [
  { value: 'mr', label: 'Herr' },
  { value: 'mrs', label: 'Frau' },
  { value: 'company', label: 'Firma' },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return <Select label="Anrede" placeholder="Bitte wählen" options={options} value={value} onChange={(next) => (setValue(next), onChange(next))} />;
}

describe('Select', () => {
  it('is a combobox named by its label that shows the placeholder until a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Bitte wählen');
    await user.selectOptions(select, 'Frau');
    expect(onChange).toHaveBeenCalledWith('mrs');
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Frau');
  });

  it('does not offer the placeholder as a choice', () => {
    render(<Select label="Anrede" placeholder="Bitte wählen" options={options} value="" onChange={() => {}} />);
    expect(screen.getByRole('option', { name: 'Bitte wählen' })).toHaveProperty('disabled', true);
  });

  it('shows its error and marks the select invalid', () => {
    render(<Select label="Anrede" options={options} value="" onChange={() => {}} error="Bitte wählen Sie eine Anrede" />);
    const select = screen.getByRole('combobox', { name: 'Anrede', description: 'Bitte wählen Sie eine Anrede' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
