import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '../../../../src/ui/index.ts';

describe('DateField', () => {
  it('is a date input named by its label with the allowed range', () => {
    render(<DateField label="Wunschtermin" value="2026-12-10" min="2026-12-05" max="2027-05-20" onChange={() => {}} />);
    const input = screen.getByLabelText('Wunschtermin') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-12-10');
    expect([input.min, input.max]).toEqual(['2026-12-05', '2027-05-20']);
  });

  it('reports the chosen date as ISO yyyy-mm-dd', () => {
    const onChange = vi.fn();
    render(<DateField label="Kündigungsdatum" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Kündigungsdatum'), { target: { value: '2027-01-04' } });
    expect(onChange).toHaveBeenCalledWith('2027-01-04');
  });

  it('shows a range error from the form validation', () => {
    render(<DateField label="Wunschtermin" value="2026-11-22" onChange={() => {}} error="Frühestens am 5. Dez. 2026" />);
    expect(screen.getByLabelText('Wunschtermin').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Frühestens am 5. Dez. 2026')).toBeTruthy();
  });

  it('writes the held date out under the field, read as its description before the hint', () => {
    const { rerender } = render(
      <DateField label="Wunschtermin" value="2026-12-09" valueText="Mittwoch, 9. Dezember 2026" hint="Zwischen 5. Dez. 2026 und 20. Mai 2027" onChange={() => {}} />,
    );
    const input = screen.getByLabelText('Wunschtermin');
    expect(input).toHaveAccessibleDescription('Mittwoch, 9. Dezember 2026 Zwischen 5. Dez. 2026 und 20. Mai 2027');
    rerender(<DateField label="Wunschtermin" value="" valueText="Mittwoch, 9. Dezember 2026" hint="Zwischen 5. Dez. 2026 und 20. Mai 2027" onChange={() => {}} />);
    expect(screen.getByLabelText('Wunschtermin')).toHaveAccessibleDescription('Zwischen 5. Dez. 2026 und 20. Mai 2027');
  });
});
