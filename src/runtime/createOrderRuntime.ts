import type { i18n } from 'i18next';
import { createActor } from 'xstate';
import { createOrderMachine, type OrderActor, type OrderEvent } from '../../machines/order.machine.ts';
import { createApiClient, type ApiClient, type SessionEvent } from '../api/client.ts';
import { berlinToday } from '../domain/dates/berlinToday.ts';
import { paymentDataTtlOf, type ResolvedAttributes } from '../contract/attributes.ts';
import { attachConnection } from '../adapters/connectionAdapter.ts';
import { attachHostEvents } from '../adapters/hostAdapter.ts';
import { attachLanguage, startLanguage } from '../adapters/languageAdapter.ts';
import { attachPageEffects } from '../adapters/pageEffects.ts';
import { sessionPersistence } from '../adapters/persistence.ts';
import { visitorActivity } from '../adapters/visitorActivity.ts';
import { historyUrl, memoryUrl } from '../adapters/urlAdapter.ts';
import { createI18n } from '../i18n/createI18n.ts';
import type { ErrorReporter } from '../contract/reporter.ts';
import { hashToken } from '../../machines/order/updates/locationUpdate.ts';
import { earlySession } from './earlySession.ts';
import { orderActors } from './actors/order.ts';
import { planPrefetch } from './planPrefetch.ts';

/** One element's running order form: its actor and i18next instance, living outside React (survives moves). */
export interface OrderRuntime {
  /** the attributes it was started with */
  attributes: ResolvedAttributes;
  actor: OrderActor;
  i18n: i18n;
  /** the element's api client: the lazy chunks provide their child machines' actors from it */
  api: ApiClient;
  /** whether the form started from what the visitor left in this tab (sessionStorage) */
  restored?: boolean;
  /** fetches a plan of the plan list before it is chosen, in the shown language (absent in tests: nothing ahead) */
  prefetchPlan?(code: string): void;
  stop(): void;
}

export interface OrderRuntimeOptions {
  host: Element;
  attributes: ResolvedAttributes;
  /** read when a call fails, so a reporter set after start-up is used */
  reporter: () => ErrorReporter | undefined;
  view?: Window;
  /**
   * The api client answering the start-up's calls from the server's HTML the element takes over (order-form/server),
   * on its way in the take-over's chunk (./firstScreenAnswers.ts); when it does not arrive, the calls go out.
   */
  serverAnswers?: Promise<(api: ApiClient) => ApiClient> | undefined;
}

/** The composition root: real actors provided, adapters (URL, storage, language, title, events) attached. */
export function createOrderRuntime({ host, attributes, reporter, view = window, serverAnswers }: OrderRuntimeOptions): OrderRuntime {
  const isHistory = attributes.routing === 'history';
  const storage = sessionPersistence(view.sessionStorage, attributes.storageKey, undefined, paymentDataTtlOf(attributes.paymentDataTtl));
  const restored = storage.restore();
  const url = isHistory ? historyUrl(view) : memoryUrl(restored?.address ?? attributes.initialUrl ?? '/');
  const client = createApiClient({
    apiBase: attributes.apiBase,
    reporter: { captureException: (error, hint) => reporter()?.captureException(error, hint) },
    ...(attributes.environment ? { environment: attributes.environment } : {}),
    // the build's hash for release labels (set VITE_BUILD_HASH when building; `dev` otherwise)
    buildHash: import.meta.env.VITE_BUILD_HASH ?? 'dev',
    // a new session is made with the token the start-up used (the hash's or the stored one), read when needed
    authToken: () => actor.getSnapshot().context.authToken,
    onSession: (event) => {
      actor.send(sessionEventOf(event));
      // a chunk of its own (only a 401 needs it), loaded while the machine saves the order again
      return event.type === 'renewed' ? import('./sessionRestored.ts').then(({ sessionRestored }) => sessionRestored(actor)) : undefined;
    },
  });
  const api = serverAnswers ? answeredWhenHere(client, serverAnswers) : client;
  // first, before the machine is built: the token the machine starts with (the hash's, else the stored one)
  const session = earlySession(api, hashToken(url.initial.hash) ?? storage.token());
  const language = startLanguage(url.initial.search, attributes, view);
  const plans = planPrefetch(api);
  const actor = createActor(createOrderMachine(orderActors(api, plans, session)), {
    input: {
      location: url.initial,
      basePath: attributes.basePath,
      planAttribute: attributes.plan ?? null,
      language,
      storedToken: storage.token(),
      restored,
      today: berlinToday(new Date()),
    },
  });
  const i18n = createI18n(language);
  const detach = [
    url.attach(actor),
    storage.attach(actor, url.current, visitorActivity(host, view)),
    attachLanguage(actor, i18n, view.localStorage, attributes.storageKey),
    attachHostEvents(actor, host, () => attributes, view),
    attachConnection(actor, view),
    ...(isHistory ? [attachPageEffects(actor, i18n, view)] : []),
  ];
  actor.start();
  // Framed (partner portal): events and height to the parent, its messages from allowed origins; a chunk of its own.
  if (view.parent !== view)
    void import('../adapters/frameAdapter.ts').then(({ attachFrame }) => {
      if (actor.getSnapshot().status === 'active') detach.push(attachFrame(actor, host, view));
    });
  return {
    attributes,
    actor,
    i18n,
    api,
    restored: restored !== null,
    prefetchPlan: (code) => plans.prefetch(code, actor.getSnapshot().context.language),
    stop() {
      session.stop();
      plans.stop();
      detach.forEach((stop) => stop());
      actor.stop();
    },
  };
}

/** What the api client tells of a session a call needed, as the order machine's event. */
function sessionEventOf(event: SessionEvent): OrderEvent {
  switch (event.type) {
    case 'renewed':
      return { type: 'session.renewed', auth: event.auth };
    case 'ended':
      return { type: 'session.ended' };
    case 'tokenRefused':
      return { type: 'session.tokenRefused' };
    default:
      return event satisfies never;
  }
}

type StartUpCall = 'loadPlanClasses' | 'loadTranslations' | 'loadPlan';

/**
 * The client whose start-up calls wait for the client answering them from the server's HTML (its chunk is fetched
 * while `GET auth` is under way, so it is there when they are made), and go out when it did not arrive. Every other
 * call, the session's first, never waits.
 */
function answeredWhenHere(client: ApiClient, answering: Promise<(api: ApiClient) => ApiClient>): ApiClient {
  let answered: ApiClient | undefined;
  const here = answering.then(
    (answer) => (answered = answer(client)),
    () => (answered = client),
  );
  const call = (name: StartUpCall) =>
    ((...args: never[]) => (answered ? (answered[name] as (...args: never[]) => unknown)(...args) : here.then((api) => (api[name] as (...args: never[]) => unknown)(...args)))) as never;
  return { ...client, loadPlanClasses: call('loadPlanClasses'), loadTranslations: call('loadTranslations'), loadPlan: call('loadPlan') };
}
