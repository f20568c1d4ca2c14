import { act, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../src/element/App.tsx';
import { openCart, preloadCartChunks, renderShell } from './support.tsx';

beforeAll(preloadCartChunks, 120_000);

const content = () => document.querySelector<HTMLElement>('[part="root"]')!;

/** The language a screen reader reads a node in: the nearest `lang` above it. */
const languageOf = (node: Element) => node.closest('[lang]')?.getAttribute('lang');

describe("the element's content speaks the language it shows (WCAG 3.1.2)", () => {
  it('says lang="en" while English is shown, though the lang attribute proposed German', async () => {
    const { runtime, rerender } = renderShell('/', {}, { language: 'en' });
    rerender(<App runtime={runtime} lang="de" />);
    await screen.findByRole('heading', { level: 1, name: 'Our plans' });
    expect(content()).toHaveAttribute('lang', 'en');
  });

  for (const [language, heading] of [
    ['de', 'Unsere Tarife'],
    ['en', 'Our plans'],
    ['nl', 'Onze abonnementen'],
    ['fr', 'Nos offres'],
  ] as const) {
    it(`follows a change of language to ${language}`, async () => {
      const { actor } = renderShell('/', {}, { language: language === 'de' ? 'en' : 'de' });
      await screen.findByRole('heading', { level: 1 });
      act(() => actor.send({ type: 'language.changed', language }));
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(content()).toHaveAttribute('lang', language);
    });
  }

  it('gives a dialog (portalled out of the page flow) the same lang', async () => {
    const { actor } = renderShell('/plans/VOIPPRIV/product/');
    await screen.findByRole('heading', { level: 1, name: 'Produkt' });
    const dialog = await openCart();
    expect(languageOf(dialog)).toBe('de');
    act(() => actor.send({ type: 'language.changed', language: 'fr' }));
    await waitFor(() => expect(languageOf(dialog)).toBe('fr'));
    expect(content().contains(dialog)).toBe(true);
  });
});
