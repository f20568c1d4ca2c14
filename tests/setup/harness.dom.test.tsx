import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// The jsdom suite can fail: this passes only because the missing element is detected.
describe('the jsdom test harness', () => {
  it.fails('fails a component test that looks for text nobody rendered', () => {
    render(<p>Bestellung</p>);
    expect(screen.getByText('Order')).toBeTruthy();
  });

  it('renders React into jsdom', () => {
    render(<p>Bestellung</p>);
    expect(screen.getByText('Bestellung').tagName).toBe('P');
  });
});
