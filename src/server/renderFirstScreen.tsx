import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createActor, waitFor } from 'xstate';
import { createOrderMachine } from '../../machines/order.machine.ts';
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
import { isPlanRoute, parseRoute } from '../../machines/routes.ts';
import { firstScreenOf, startUpEnded } from '../element/takeOver.ts';
import { chunksRenderedBy } from '../shell/preloadable.tsx';
import firstScreenStyles from '../styles/firstScreen.css?inline';
import fullStyles from '../styles/styles.css?inline';
import { cookieJar } from './cookieJar.ts';
import { withPropertyFallbacks } from './serverCss.ts';
import type * as ServerEntry from './index.ts';
import type { FirstScreen, FirstScreenData, FirstScreenOptions } from './index.ts';
import { attributesText, escapeAttribute, scriptJson } from './markup.ts';
import { firstScreenStateAttribute, type FirstScreenPage } from '../contract/firstScreen.ts';

/*
 * order-form/server (dist/server.js): the element's first screen as HTML, made in Node with the element's own
 * React tree (src/element/App.tsx), root machine and actors (src/runtime/actors/order.ts) on a session of the
 * server's own. DESIGN.md, "The first screen in the HTML (order-form/server)".
 */

export const firstScreenCss: string = withPropertyFallbacks(firstScreenStyles);
export const planPageCss: string = withPropertyFallbacks(fullStyles);

/** How long the API may take to give the plan list, all start-up calls together. */
const renderTimeLimitMs = 30_000;

export async function renderFirstScreen(options: FirstScreenOptions): Promise<FirstScreen> {
  if (!isLanguage(options.lang)) throw new TypeError(`order-form/server: lang is de, en, nl or fr, not ${JSON.stringify(options.lang)}`);
  // a server has no page to resolve a relative address against
  if (!URL.canParse(options.apiBase)) throw new TypeError(`order-form/server: apiBase must be an absolute URL, not ${JSON.stringify(options.apiBase)}`);
  const attributes = { ...options.attributes };
  const location = locationOf(options.path ?? attributes['initial-url'] ?? '/');
  const route = parseRoute(location.pathname, location.search, resolveAttributes(propsOf(attributes)).basePath);
  if (options.stylesheetHref && !options.planStylesheetHref && (attributes.plan || route.name !== 'plans'))
    throw new TypeError("order-form/server: a plan's page with linked styles needs planStylesheetHref (a URL serving planPageCss)");
  if (!attributes.plan && route.name !== 'plans' && !isPlanRoute(route))
    throw new RangeError(`order-form/server renders the plan list and a plan's page, not ${JSON.stringify(options.path)}`);
  const { runtime, answers } = sessionOfItsOwn(options, attributes, location);
  try {
    const snapshot = await waitFor(runtime.actor, startUpEnded, { timeout: renderTimeLimitMs });
    const page = firstScreenOf(snapshot);
    if (!page) {
      const failures = snapshot.context.bootErrors.map((failure) => [failure.call, failure.code ?? failure.message].filter(Boolean).join(' ')).join(', ');
      const shown = snapshot.matches('ready') ? `the ${pageOf(snapshot)} page` : String(JSON.stringify(snapshot.value));
      // a plan the API does not know, or that fails to load: the element shows the failure, nothing to cache
      throw new Error(`order-form/server: the API did not give a first screen for ${JSON.stringify(options.path ?? '/')} (${failures || shown})`);
    }
    const { markup, chunks } = await renderMarkup(<App runtime={runtime} {...(attributes.plan ? { plan: attributes.plan } : {})} {...(attributes.header ? { header: attributes.header } : {})} />);
    const data = answersUsed(options.lang, page, chunks, answers);
    return { html: elementHtml(options, attributes, markup, data), data };
  } finally {
    runtime.stop();
  }
}

/**
 * The markup, once every lazy part the screen renders is here: a plan's flow and step are `preloadable` chunks that
 * suspend on the server. The synchronous renderer gives up on a suspended render; React's static renderer waits for
 * it (the chunks then stay loaded, so a server's later renders need one pass) and is used for that, not for the
 * markup: it writes a large part apart, with a script to put it in place, which a shadow root's HTML cannot run.
 */
async function renderMarkup(app: ReactNode): Promise<{ markup: string; chunks: string[] }> {
  for (let pass = 0; ; pass += 1) {
    try {
      const { result: markup, chunks } = chunksRenderedBy(() => renderToString(app));
      return { markup, chunks };
    } catch (error) {
      if (pass === 3) throw error;
    }
    let failure: unknown;
    const { prelude } = await prerender(app, {
      onError(error) {
        failure ??= error;
      },
    });
    await new Response(prelude).arrayBuffer();
    if (failure) throw failure;
  }
}

renderFirstScreen satisfies typeof ServerEntry.renderFirstScreen;
firstScreenCss satisfies typeof ServerEntry.firstScreenCss;
planPageCss satisfies typeof ServerEntry.planPageCss;

interface Answers {
  auth?: Record<string, unknown>;
  planClasses?: unknown[];
  planClassesQuery?: Record<string, string>;
  translations?: Record<string, unknown>;
  plan?: { code: string; lang: FirstScreenData['lang']; data: unknown };
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
    loadPlan: async (code, callOptions) => {
      const data = await client.loadPlan(code, callOptions);
      answers.plan = { code, lang: callOptions.lang, data };
      return data;
    },
  };
  const resolved = resolveAttributes(propsOf(attributes));
  const actor = createActor(createOrderMachine(orderActors(api)), {
    input: {
      location: { ...location, hash: '' },
      basePath: resolved.basePath,
      planAttribute: attributes.plan ?? null,
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

/** The tag's attributes (`base-path`) as the element's props (`basePath`), which `resolveAttributes` reads. */
function propsOf(attributes: Record<string, string>): OrderFormAttributes {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]));
}

/** The path and query of a page's address (`/plans/X/?lang=en`); a host's full URL is read for them alone. */
function locationOf(path: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(path, 'http://page.invalid');
  return { pathname, search };
}

/** What the JSON script holds: the answers the first screen was made from, nothing of the session they came in. */
function answersUsed(lang: FirstScreenData['lang'], page: FirstScreenPage, chunks: string[], answers: Answers): FirstScreenData {
  const { auth, planClasses, planClassesQuery, translations, plan } = answers;
  if (!auth || !planClasses || !translations) throw new Error('order-form/server: a start-up answer is missing');
  // the server's session is anonymous (no token is ever sent): an authenticated answer would be someone's
  if (auth.isAuthenticated !== false) throw new Error('order-form/server: the session of the server must be anonymous');
  return {
    lang,
    page,
    chunks,
    planClasses,
    planClassesQuery: planClassesQuery ?? {},
    translations: translations as FirstScreenData['translations'],
    ...(plan && page.name === 'plan' ? { plan } : {}),
  };
}

function elementHtml(options: FirstScreenOptions, attributes: Record<string, string>, markup: string, data: FirstScreenData): string {
  const { lang, nonce: _nonce, ...rest } = attributes;
  // the host's own `lang` stays the tag's (a page in German whose visitor asked for English: `?lang=en`)
  const tag = attributesText([['lang', lang || options.lang], ...(options.nonce ? [['nonce', options.nonce] as const] : []), ...Object.entries(rest)]);
  // the plan list's own sheet; a plan's page renders a step, whose styles are the full sheet's
  const planPage = data.page.name === 'plan';
  const href = planPage ? options.planStylesheetHref : options.stylesheetHref;
  const styles = href
    ? `<link rel="stylesheet" href="${escapeAttribute(href)}">`
    : `<style${options.nonce ? ` nonce="${escapeAttribute(options.nonce)}"` : ''}>${(planPage ? planPageCss : firstScreenCss).replace(/<\/style/gi, '<\\/style')}</style>`;
  const state = `<script type="application/json" ${firstScreenStateAttribute}>${scriptJson(data)}</script>`;
  return `<order-form${tag}><template shadowrootmode="open">${styles}${markup}${state}</template></order-form>`;
}
