import { queryAllByRole, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanClass, TranslationsResponse } from '../../../src/api/index.ts';
import { renderFirstScreen } from '../../../src/server/renderFirstScreen.tsx';
import { renderShell } from '../shell/support.tsx';
import { API_BASE, demoFetch, parseFirstScreen } from './support.ts';

/** What a screen reader meets on the plan list: each card's role and name, then its headings' and buttons'. */
function cardsOf(container: HTMLElement) {
  return queryAllByRole(container, 'article').map((card) => ({
    card: `article: ${card.getAttribute('aria-labelledby') ? container.ownerDocument.getElementById(card.getAttribute('aria-labelledby')!)?.textContent : ''}`,
    inside: [
      ...queryAllByRole(card, 'heading').map((heading) => `heading: ${heading.textContent}`),
      ...queryAllByRole(card, 'button').map((button) => `button: ${button.textContent}`),
    ],
  }));
}

const visibleText = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe("the server's plan list is the browser's (the same answers on both sides)", () => {
  it.each(['de', 'en', 'nl', 'fr'] as const)('in %s: the same text, the same cards with the same roles and names', async (lang) => {
    const server = await renderFirstScreen({ apiBase: API_BASE, lang, fetch: demoFetch() });
    const { container: serverContainer } = parseFirstScreen(server.html);

    // the browser's render: the element's React tree on the answers the server put into its HTML
    const answers = { loadPlanClasses: async () => server.data.planClasses as PlanClass[], loadTranslations: async () => server.data.translations as TranslationsResponse };
    const { container, runtime } = renderShell('/', answers, { language: lang });
    await screen.findAllByRole('article');

    const serverRoot = serverContainer.querySelector('[part="root"]');
    const browserRoot = container.querySelector('[part="root"]');
    expect(serverRoot?.getAttribute('lang')).toBe(lang);
    expect(browserRoot?.getAttribute('lang')).toBe(lang);
    expect(visibleText(serverRoot)).toBe(visibleText(browserRoot));
    expect(visibleText(serverRoot)?.length).toBeGreaterThan(200);
    const serverCards = cardsOf(serverContainer);
    expect(serverCards.length).toBeGreaterThan(3);
    expect(serverCards).toEqual(cardsOf(container));
    // named by name, as a screen reader finds them
    for (const { card } of serverCards) expect(screen.getAllByRole('article', { name: card.slice('article: '.length) }).length).toBeGreaterThan(0);
    runtime.stop();
  });
});
