import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/adapters/pageTitle.ts';
import { promptsBeforeLeaving } from '../../../src/adapters/pageEffects.ts';

describe('page title (spec section 2)', () => {
  it("is 'base: section - subsection' when both are given, with the brand appended", () => {
    expect(pageTitle({ base: 'Bestellung', section: 'Glasfaser Home 100', subsection: 'Kundendaten', brand: 'Nordlicht' })).toBe(
      'Bestellung: Glasfaser Home 100 - Kundendaten - Nordlicht',
    );
  });

  it('is the base alone otherwise, with the brand appended', () => {
    expect(pageTitle({ base: 'Tarife', section: 'Glasfaser', brand: 'Nordlicht' })).toBe('Tarife - Nordlicht');
  });

  it('removes a brand prefix from the translated title', () => {
    expect(pageTitle({ base: 'Nordlicht: Tarife', brand: 'Nordlicht' })).toBe('Tarife - Nordlicht');
  });
});

describe('leave-page prompt (spec section 2)', () => {
  it('is raised on every route except the plan list and thanks', () => {
    expect(promptsBeforeLeaving({ name: 'plans' })).toBe(false);
    expect(promptsBeforeLeaving({ name: 'thanks', plan: 'EBCOM' })).toBe(false);
    expect(promptsBeforeLeaving({ name: 'step', plan: 'EBCOM', step: 'customer' })).toBe(true);
    expect(promptsBeforeLeaving({ name: 'planError', search: '' })).toBe(true);
    expect(promptsBeforeLeaving({ name: 'notFound', path: '/x' })).toBe(true);
  });
});
