import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../../src/ui/index.ts';

describe('Checkbox', () => {
  it('toggles by click on its label and by Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="Newsletter abonnieren" checked={checked} onChange={(v) => (setChecked(v), onChange(v))} />;
    }
    render(<Controlled />);
    await user.click(screen.getByText('Newsletter abonnieren'));
    expect(screen.getByRole('checkbox', { name: 'Newsletter abonnieren' })).toHaveProperty('checked', true);
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows its error, described and invalid', () => {
    render(<Checkbox label="Ich akzeptiere die AGB" checked={false} onChange={() => {}} error="Bitte bestätigen" size="lg" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB', description: 'Bitte bestätigen' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
  });
});
