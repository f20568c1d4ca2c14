import { queryAllByRole, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanClass, TranslationsResponse } from '../../../src/api/index.ts';
import { renderFirstScreen } from '../../../src/server/renderFirstScreen.tsx';
import { renderShell, untilStepComplete } from '../shell/support.tsx';
import { ApiError } from '../../../src/api/errors.ts';
import { plans as demoPlans } from '../../../demo/api/fixtures/plans.ts';
import { API_BASE, demoFetch, parseFirstScreen } from './support.ts';

/** What a screen reader meets on the plan list: each card's role and name, then its headings' and buttons'. */
function cardsOf(container: HTMLElement) {
  return queryAllByRole(container, 'article').map((card) => ({
    card: `article: ${card.getAttribute('aria-labelledby') ? container.ownerDocument.getElementById(card.getAttribute('aria-labelledby')!)?.textContent : ''}`,
    inside: [
      ...queryAllByRole(card, 'heading').map((heading) => `heading: ${heading.textContent}`),
      ...queryAllByRole(card, 'button').map((button) => `button: ${button.textContent}`),
      ...queryAllByRole(card, 'link').map((link) => `link: ${link.textContent} -> ${link.getAttribute('href')}`),
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

/** What a screen reader meets in a part of a page: each landmark, heading, control and dialog, with its name. */
function controlsOf(part: Element | null): string[] {
  if (!part) return [];
  const roles = ['dialog', 'heading', 'button', 'link', 'radio', 'checkbox', 'combobox', 'textbox', 'spinbutton', 'group', 'region', 'navigation'];
  // Testing Library's name matcher is handed each element's accessible name as it computes it
  return roles.flatMap((role) => queryAllByRole(part as HTMLElement, role, { name: () => true }).map((element) => `${role}: ${nameOf(part, role, element)}`));
}

function nameOf(part: Element, role: string, element: Element): string {
  let name = '';
  queryAllByRole(part as HTMLElement, role, {
    name: (computed, candidate) => {
      if (candidate === element) name = computed;
      return false;
    },
  });
  return name;
}

describe("the server's plan page is the browser's: each plan's first step (the same answers on both sides)", () => {
  const cases = demoPlans.map((plan) => plan.code).flatMap((plan) => (['de', 'en', 'nl', 'fr'] as const).map((lang) => [plan, lang] as const));

  it.each(cases)('%s in %s: the same text, the same controls with the same roles and names', async (plan, lang) => {
    const server = await renderFirstScreen({ apiBase: API_BASE, lang, fetch: demoFetch(), path: `/plans/${plan}/` });
    const { page } = server.data;
    expect(page).toMatchObject({ name: 'plan', plan });
    const { container: serverContainer } = parseFirstScreen(server.html);

    // the browser's render on the same answers: the plan as the HTML holds it, or the 412 that asks for the address
    const held = server.data.plan;
    const answers = {
      loadPlanClasses: async () => server.data.planClasses as PlanClass[],
      loadTranslations: async () => server.data.translations as TranslationsResponse,
      loadPlan: async () => {
        if (held) return held.data;
        throw new ApiError({ call: 'loadPlan', code: 'ERR_BAD_RESPONSE', status: 412, message: 'address check first' });
      },
    };
    const { container, runtime } = renderShell(`/plans/${plan}/`, answers as never, { language: lang });
    const part = page.name === 'plan' && page.addressCheck ? '[role="dialog"]' : '[part="step-frame"]';
    if (part === '[role="dialog"]') {
      await screen.findByRole('dialog', {}, { timeout: 30_000 });
      // the dialog's own texts (the address check's namespace) come with it
      await waitFor(() => expect(visibleText(container.querySelector(part))).toBe(visibleText(serverContainer.querySelector(part))), { timeout: 30_000 });
    } else {
      await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
      await untilStepComplete();
    }

    const serverPart = serverContainer.querySelector(part);
    const browserPart = container.querySelector(part);
    expect(visibleText(serverPart)?.length).toBeGreaterThan(50);
    expect(visibleText(serverPart)).toBe(visibleText(browserPart));
    const controls = controlsOf(serverPart);
    expect(controls.filter((line) => !line.endsWith(': ')).length).toBeGreaterThan(2);
    expect(controls).toEqual(controlsOf(browserPart));
    runtime.stop();
  }, 60_000);
});
