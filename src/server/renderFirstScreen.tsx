import { renderToString } from 'react-dom/server';
import { createActor, waitFor } from 'xstate';
import { createOrderMachine, type OrderSnapshot } from '../../machines/order.machine.ts';
import { attachLanguage } from '../adapters/languageAdapter.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { resolveAttributes, type OrderFormAttributes } from '../contract/attributes.ts';
import { isLanguage } from '../domain/countries.ts';
import { berlinToday } from '../domain/dates/berlinToday.ts';
import { App } from '../element/App.tsx';
import { createI18n } from '../i18n/createI18n.ts';
import { orderActors } from '../runtime/actors/order.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { pageOf } from '../shell/Pages.tsx';
import { parseRoute } from '../../machines/routes.ts';
import firstScreenStyles from '../styles/firstScreen.css?inline';
import { cookieJar } from './cookieJar.ts';
import type * as ServerEntry from './index.ts';
import type { FirstScreen, FirstScreenData, FirstScreenOptions } from './index.ts';
import { attributesText, escapeAttribute, scriptJson } from './markup.ts';
import { firstScreenStateAttribute } from '../contract/firstScreen.ts';

/*
 * order-form/server (dist/server.js): the element's first screen as HTML, made in Node with the element's own
 * React tree (src/element/App.tsx), root machine and actors (src/runtime/actors/order.ts) on a session of the
 * server's own. DESIGN.md, "The first screen in the HTML (order-form/server)".
 */

export const firstScreenCss: string = firstScreenStyles;

/** How long the API may take to give the plan list, all start-up calls together. */
const renderTimeLimitMs = 30_000;

export async function renderFirstScreen(options: FirstScreenOptions): Promise<FirstScreen> {
  if (!isLanguage(options.lang)) throw new TypeError(`order-form/server: lang is de, en, nl or fr, not ${JSON.stringify(options.lang)}`);
  // a server has no page to resolve a relative address against
  if (!URL.canParse(options.apiBase)) throw new TypeError(`order-form/server: apiBase must be an absolute URL, not ${JSON.stringify(options.apiBase)}`);
  const attributes = { ...options.attributes };
  const location = locationOf(options.path ?? attributes['initial-url'] ?? '/');
  const route = parseRoute(location.pathname, location.search, resolveAttributes(attributes as OrderFormAttributes).basePath);
  if (attributes.plan || route.name !== 'plans')
    throw new RangeError(`order-form/server renders the plan list only for now, not ${attributes.plan ? `the plan attribute` : JSON.stringify(options.path)}`);
  const { runtime, answers } = sessionOfItsOwn(options, attributes, location);
  try {
    // the start-up over: a page decided, or its failure (shellPhaseOf's phases)
    const settled = (state: OrderSnapshot) => state.matches('bootFailed') || state.matches('accessDenied') || (state.matches('ready') && pageOf(state) !== 'routing');
    const snapshot = await waitFor(runtime.actor, settled, { timeout: renderTimeLimitMs });
    if (pageOf(snapshot) !== 'plans') {
      const failures = snapshot.context.bootErrors.map((failure) => [failure.call, failure.code ?? failure.message].filter(Boolean).join(' ')).join(', ');
      throw new Error(`order-form/server: the API did not give the plan list (${failures || String(JSON.stringify(snapshot.value))})`);
    }
    const data = answersUsed(options.lang, answers);
    const markup = renderToString(<App runtime={runtime} {...(attributes.header ? { header: attributes.header } : {})} />);
    return { html: elementHtml(options, attributes, markup, data), data };
  } finally {
    runtime.stop();
  }
}

renderFirstScreen satisfies typeof ServerEntry.renderFirstScreen;
firstScreenCss satisfies typeof ServerEntry.firstScreenCss;

interface Answers {
  auth?: Record<string, unknown>;
  planClasses?: unknown[];
  planClassesQuery?: Record<string, string>;
  translations?: Record<string, unknown>;
}

/**
 * The running form as the element makes it (src/runtime/createOrderRuntime.ts), without what a page has: no
 * address, no storage, no stored token, no adapters but the language's. The api client talks through this render's
 * own cookie jar; the start-up's answers are kept as they come (the JSON script's content).
 */
function sessionOfItsOwn(options: FirstScreenOptions, attributes: Record<string, string>, location: { pathname: string; search: string }) {
  const jar = cookieJar(options.fetch ?? globalThis.fetch);
  const client = createApiClient({ apiBase: options.apiBase, fetch: jar.fetch, xsrfToken: jar.xsrfToken, ...(attributes.environment ? { environment: attributes.environment } : {}) });
  const answers: Answers = {};
  const api: ApiClient = {
    ...client,
    checkSession: async (callOptions) => (answers.auth = await client.checkSession(callOptions)),
    loadPlanClasses: async (query = {}, callOptions) => {
      answers.planClassesQuery = { ...(query as Record<string, string>) };
      return (answers.planClasses = await client.loadPlanClasses(query, callOptions));
    },
    loadTranslations: async (namespace, callOptions) => (answers.translations = await client.loadTranslations(namespace, callOptions)),
  };
  const resolved = resolveAttributes(attributes as OrderFormAttributes);
  const actor = createActor(createOrderMachine(orderActors(api)), {
    input: {
      location: { ...location, hash: '' },
      basePath: resolved.basePath,
      planAttribute: null,
      language: options.lang,
      storedToken: null,
      restored: null,
      today: berlinToday(new Date()),
    },
  });
  const i18n = createI18n(options.lang);
  const detachLanguage = attachLanguage(actor, i18n, undefined, resolved.storageKey);
  actor.start();
  const runtime: OrderRuntime = {
    attributes: resolved,
    actor,
    i18n,
    api,
    stop() {
      detachLanguage();
      actor.stop();
    },
  };
  return { runtime, answers };
}

/** The path and query of a page's address (`/plans/X/?lang=en`); a host's full URL is read for them alone. */
function locationOf(path: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(path, 'http://page.invalid');
  return { pathname, search };
}

/** What the JSON script holds: the answers the plan list was made from, nothing of the session they came in. */
function answersUsed(lang: FirstScreenData['lang'], answers: Answers): FirstScreenData {
  const { auth, planClasses, planClassesQuery, translations } = answers;
  if (!auth || !planClasses || !translations) throw new Error('order-form/server: a start-up answer is missing');
  // the server's session is anonymous (no token is ever sent): an authenticated answer would be someone's
  if (auth.isAuthenticated !== false) throw new Error('order-form/server: the session of the server must be anonymous');
  return { lang, page: { name: 'plans' }, planClasses, planClassesQuery: planClassesQuery ?? {}, translations: translations as FirstScreenData['translations'] };
}

function elementHtml(options: FirstScreenOptions, attributes: Record<string, string>, markup: string, data: FirstScreenData): string {
  const { lang: _lang, nonce: _nonce, ...rest } = attributes;
  const tag = attributesText([['lang', options.lang], ...(options.nonce ? [['nonce', options.nonce] as const] : []), ...Object.entries(rest)]);
  const styles = options.stylesheetHref
    ? `<link rel="stylesheet" href="${escapeAttribute(options.stylesheetHref)}">`
    : `<style${options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : ''}>${firstScreenCss.replace(/<\/style/gi, '<\\/style')}</style>`;
  const state = `<script type="application/json" ${firstScreenStateAttribute}>${scriptJson(data)}</script>`;
  return `<order-form${tag}><template shadowrootmode="open">${styles}${markup}${state}</template></order-form>`;
}
