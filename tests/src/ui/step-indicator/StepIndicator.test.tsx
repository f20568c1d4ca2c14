import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from '../../../../src/ui/index.ts';
import { axeViolations } from '../axe.ts';

const steps = [
  { id: 'product', label: 'Produkt' },
  { id: 'customer', label: 'Kundendaten' },
  { id: 'account', label: 'Konto' },
  { id: 'confirm', label: 'Bestätigung' },
];

describe('StepIndicator', () => {
  it('lists the steps in a named navigation and marks the current one', () => {
    render(<StepIndicator label="Bestellschritte" steps={steps} currentId="customer" />);
    const nav = screen.getByRole('navigation', { name: 'Bestellschritte' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Produkt', '2Kundendaten', '3Konto', '4Bestätigung']);
    expect(screen.getByText('Kundendaten').closest('[aria-current]')?.getAttribute('aria-current')).toBe('step');
  });

  it('reads the state of each step when given its words', () => {
    render(<StepIndicator label="Steps" steps={steps} currentId="customer" stateLabels={{ complete: 'done', current: 'current step', upcoming: 'not yet' }} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toBe('Produkt, done');
    expect(items[1]?.textContent).toBe('2Kundendaten, current step');
    expect(items[3]?.textContent).toBe('4Bestätigung, not yet');
  });

  it('lets the keyboard go back to a completed step with Tab and Enter, and to a reached one with Space', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<StepIndicator label="Bestellschritte" steps={steps} currentId="customer" highestReachedId="account" onSelect={onSelect} />);
    // Only reached steps other than the current one are buttons.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Produkt', '3Konto']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Produkt' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Konto/ }));
    await user.keyboard(' ');
    expect(onSelect.mock.calls).toEqual([['product'], ['account']]);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('offers no step as a button without onSelect', () => {
    render(<StepIndicator label="Bestellschritte" steps={steps} currentId="confirm" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('passes axe', async () => {
    const { container } = render(<StepIndicator label="Bestellschritte" steps={steps} currentId="customer" highestReachedId="account" onSelect={() => {}} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
