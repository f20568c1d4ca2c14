import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { translationsFor } from '../../../demo/api/fixtures/translations/index.ts';
import { App } from '../../../src/element/App.tsx';
import { attachLanguage } from '../../../src/adapters/languageAdapter.ts';
import { resolveAttributes } from '../../../src/contract/attributes.ts';
import { createI18n } from '../../../src/i18n/createI18n.ts';
import { groupsOf, input, replayable, type GraphEvent } from '../../machines/orderModel.ts';
import { demoPlanClasses, testApiClient } from './support.tsx';

const order4 = translationsFor('order4');
const planClasses = await demoPlanClasses();

/** The path's answers, with the demo API's real texts and plan classes so the screen shows what a person sees. */
function withDemoData(event: GraphEvent): GraphEvent {
  if (event.type === 'xstate.done.actor.loadTranslations') return { ...event, output: order4 };
  if (event.type === 'xstate.done.actor.loadPlanClasses') return { ...event, output: planClasses };
  return event;
}

// Every page but the plan list is a lazy chunk: its heading comes once the chunk is there.
const heading = (name: string | RegExp) => () => screen.findByRole('heading', { level: 1, name });
const step = (name: string) => async () => {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Weiter' }).dataset.state).toBe('idle');
};
// While its section is saved, the step's next button shows it is busy and takes no second click.
const saving = (name: string) => async () => {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
  expect(screen.getByRole('button', { name: /Weiter/ }).dataset.state).toBe('pending');
};

const confirm = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Bestätigung' })).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Zahlungspflichtig bestellen' }, { timeout: 30_000 })).toBeTruthy();
  expect(screen.queryByRole('button', { name: /Weiter/ })).toBeNull();
};

/** What a person sees in each page state of the root machine. A page state without an entry fails the test. */
const screens: Record<string, () => void | Promise<unknown>> = {
  'booting.authenticating': () => expect(screen.getByRole('status')).toBeTruthy(),
  'booting.loading': () => expect(screen.getByRole('status')).toBeTruthy(),
  bootFailed: () => expect(screen.getByRole('button', { name: 'Erneut laden' })).toBeTruthy(),
  accessDenied: () => expect(within(screen.getByRole('alert')).getByText(/Sitzung ist ungültig/)).toBeTruthy(),
  'ready.page.plans': heading('Unsere Tarife'),
  'ready.page.planError': () => expect(screen.getByText('Dieser Tarif ist nicht verfügbar')).toBeTruthy(),
  'ready.page.unsupported': heading('Ihr Browser wird nicht unterstützt'),
  'ready.page.nect': heading(/Identität/),
  'ready.page.thanks': heading(/Vielen Dank/),
  'ready.page.linkCreated': heading(/Link/),
  'ready.page.notFound': heading('Seite nicht gefunden'),
  // the address-check modal may show its own status (updating) beside the page's
  'ready.page.plan.loading': () => expect(screen.getAllByRole('status').length).toBeGreaterThan(0),
  'ready.page.plan.failed': () => screen.findByRole('button', { name: 'Erneut versuchen' }),
  // the address check is a lazy chunk: its dialog comes once the chunk is there
  // (the plan flow's chunk, then the address check's chunk and its texts: not a speed test)
  'ready.page.plan.awaitingAddressCheck': () => screen.findByRole('dialog', {}, { timeout: 15_000 }),
  'ready.page.plan.flow.product.editing': step('Produkt'),
  'ready.page.plan.flow.product.saving': saving('Produkt'),
  'ready.page.plan.flow.activation.editing': step('Anschluss'),
  'ready.page.plan.flow.activation.saving': saving('Anschluss'),
  'ready.page.plan.flow.customer.editing': step('Kundendaten'),
  'ready.page.plan.flow.customer.saving': saving('Kundendaten'),
  'ready.page.plan.flow.account.editing': step('Kundenkonto'),
  'ready.page.plan.flow.account.saving': saving('Kundenkonto'),
  // confirm ends with its own submit button, not "next"
  'ready.page.plan.flow.confirm.editing': confirm,
  'ready.page.plan.flow.confirm.saving': confirm,
};

/** The screen does not tell the boot's parallel loads apart: one page state for all of them. */
const screenStateOf = (state: string) => (state.startsWith('booting.loading') ? 'booting.loading' : state);
const screenStates = new Map([...groupsOf()].map(([state, group]) => [screenStateOf(state), group[0]!] as const).reverse());

describe('the rendered shell, over the root machine’s shortest paths', () => {
  it.each([...screenStates])('shows %s', async (state, path) => {
    const assertion = screens[state];
    expect(assertion, `no screen assertion for the reachable state "${state}"`).toBeDefined();
    const actor = createActor(replayable, { input });
    const i18n = createI18n('de');
    const detach = attachLanguage(actor, i18n, undefined, 'model-test');
    actor.start();
    render(<App runtime={{ attributes: resolveAttributes({ routing: 'memory' }), actor, i18n, api: testApiClient(), stop: () => actor.stop() }} />);
    for (const { event } of path.steps) act(() => actor.send(withDemoData(event as GraphEvent) as never));
    await assertion!();
    detach();
    actor.stop();
  });

  it('has a screen assertion for every page state the graph reaches, and no stale ones', () => {
    expect(Object.keys(screens).sort()).toEqual([...screenStates.keys()].sort());
  });
});

