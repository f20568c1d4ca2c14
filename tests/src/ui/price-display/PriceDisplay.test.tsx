import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, PriceDisplay } from '../../../../src/ui/index.ts';

// Intl separates amount and currency with a no-break space; compare with ordinary spaces.
const text = (value: string | null) => value?.replace(/\u00a0|\u202f/g, ' ');

describe('price formatting', () => {
  it('shows cents as euros with two decimals in German by default', () => {
    expect(text(formatPrice(1999))).toBe('19,99 €');
    expect(text(formatPrice(100000))).toBe('1.000,00 €');
    expect(text(formatPrice(0))).toBe('0,00 €');
  });

  it('follows the plan locale', () => {
    expect(formatPrice(1999, { locale: 'en-GB' })).toBe('€19.99');
    expect(text(formatPrice(1999, { locale: 'nl-NL' }))).toBe('€ 19,99');
    expect(text(formatPrice(1999, { locale: 'fr-FR' }))).toBe('19,99 €');
  });

  it('signs price differences, and shows none on zero', () => {
    expect(text(formatPrice(500, { signed: true }))).toBe('+5,00 €');
    expect(text(formatPrice(-250, { signed: true }))).toBe('-2,50 €');
    expect(text(formatPrice(0, { signed: true }))).toBe('0,00 €');
  });

  it('takes another currency', () => {
    expect(text(formatPrice(1234, { locale: 'de-DE', currency: 'CHF' }))).toBe('12,34 CHF');
  });
});

describe('PriceDisplay', () => {
  it('shows a signed monthly difference with its suffix', () => {
    render(<PriceDisplay cents={-500} signed suffix="/ Monat" />);
    const price = screen.getByText((_, element) => element?.tagName === 'SPAN' && text(element.textContent) === '-5,00 € / Monat');
    expect(price.dataset.sign).toBe('negative');
  });
});
