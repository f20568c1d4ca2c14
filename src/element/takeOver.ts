import type { FirstScreenData, FirstScreenPage } from '../contract/firstScreen.ts';
import { isPlanRoute } from '../../machines/routes.ts';
import type { StepName } from '../../machines/steps.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { ApiClient } from '../api/client.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { withFirstScreenAnswers } from '../runtime/firstScreenAnswers.ts';
import { flowPhaseOf } from '../shell/flowPhase.ts';
import { pageOf } from '../shell/Pages.tsx';
import { byName } from '../shell/preloadable.tsx';
import { stepScreens } from '../steps/registry.ts';
import { addStyles, adoptStyles, type StyleOptions } from '../styles/adoptStyles.ts';

export { replayInput, takeInputBeforeTakeOver } from './inputBeforeTakeOver.ts';

/*
 * Taking over the first screen order-form/server rendered into the element's declarative shadow root (DESIGN.md,
 * "The first screen in the HTML"): the start-up run on the HTML's answers, and React hydrating the markup once the
 * machine stands where the server's stood. A chunk of its own: only a page with the server's HTML runs it, and the
 * element fetches it as it finds the HTML's answers, while `GET auth` is under way (./serverHtml.ts is what runs
 * before).
 */

const serverStyles = (root: ShadowRoot) => Array.from(root.children).filter((node) => node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet'));

/**
 * The element's styles adopted, and the server's own (its `<style>`, or its linked sheet once loaded) in the place of
 * the first screen's: a plan's page's are the full styles, which the first screen's sheet adopted after them would
 * partly override (its rules come again, later in the cascade, over the responsive ones). Until then the server's
 * styles are the shadow root's own, as before any script ran. The full styles' chunk then finds them there. A linked
 * sheet still loading stays until React has the screen.
 */
export function adoptServerStyles(root: ShadowRoot, options: StyleOptions): void {
  adoptStyles(root, options);
  for (const node of serverStyles(root)) {
    const text = node instanceof HTMLStyleElement ? node.textContent : cssText((node as HTMLLinkElement).sheet);
    if (!text) continue;
    addStyles(text);
    node.remove();
  }
}

function cssText(sheet: CSSStyleSheet | null): string | null {
  try {
    return sheet ? Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n') : null;
  } catch {
    return null;
  }
}

/** What is left of the server's styles, once React has the screen (the adopted sheets hold the same rules by then). */
export function removeServerStyles(root: ShadowRoot): void {
  for (const node of serverStyles(root)) node.remove();
}

/** The api client answering the start-up's calls from the HTML (the element's runtime waits for it, the session's call does not). */
export const answering = (answers: FirstScreenData) => (api: ApiClient) => withFirstScreenAnswers(api, answers);

/**
 * The start-up has ended: a page is decided (on a plan's page, its plan loaded and its first step or address check
 * reached, or its failure), or the start-up failed, or access was refused.
 */
export function startUpEnded(snapshot: OrderSnapshot): boolean {
  if (snapshot.matches('bootFailed') || snapshot.matches('accessDenied')) return true;
  if (!snapshot.matches('ready')) return false;
  const page = pageOf(snapshot);
  return page !== 'routing' && (page !== 'plan' || flowPhaseOf(snapshot) !== 'loading');
}

/** The screen a first screen's HTML may show: the plan list, or a plan's first step or address check; else none. */
export function firstScreenOf(snapshot: OrderSnapshot): FirstScreenPage | undefined {
  if (!snapshot.matches('ready')) return undefined;
  const page = pageOf(snapshot);
  if (page === 'plans') return { name: 'plans' };
  const { route } = snapshot.context;
  if (page !== 'plan' || !isPlanRoute(route)) return undefined;
  const addressCheck = snapshot.matches({ ready: { modal: 'addressCheck' } });
  const phase = flowPhaseOf(snapshot);
  if (phase === 'flow' && route.name === 'step') return { name: 'plan', plan: route.plan.toUpperCase(), step: route.step, addressCheck };
  if (phase === 'awaitingAddressCheck' && addressCheck) return { name: 'plan', plan: route.plan.toUpperCase(), step: '', addressCheck };
  return undefined;
}

/**
 * The machine shows what the server rendered: the same screen, in the same language, and nothing of the visitor's
 * own. The server's session is anonymous: a partner's or a customer's (a token in the hash, a login) can show
 * other controls and prices. On a plan's page a reload restores the order's fields, which the HTML cannot hold.
 */
function showsServerScreen(snapshot: OrderSnapshot, answers: FirstScreenData, restored: boolean): boolean {
  if (snapshot.context.language !== answers.lang) return false;
  if (snapshot.context.auth?.isAuthenticated !== false) return false;
  if (restored && answers.page.name === 'plan') return false;
  return JSON.stringify(firstScreenOf(snapshot) ?? null) === JSON.stringify(answers.page);
}

/**
 * Calls `mount` once the start-up has ended: `hydrate` when the machine shows the server's screen and the chunks its
 * HTML renders have arrived (React takes the markup over), else the screen React renders replaces it (the visitor's
 * stored language or order led elsewhere; a chunk that did not arrive, whose failure the element's own screen
 * shows: hydrating would fail on it, and React would render its screen beside the server's markup). Returns a cancel.
 */
export function whenReadyToTakeOver(runtime: OrderRuntime, answers: FirstScreenData, mount: (hydrate: boolean) => void): () => void {
  let cancelled = false;
  const decide = (snapshot: OrderSnapshot) => {
    if (!startUpEnded(snapshot)) return false;
    if (!showsServerScreen(snapshot, answers, runtime.restored ?? false)) mount(false);
    else void chunksOf(answers).then((loaded) => cancelled || mount(loaded));
    return true;
  };
  if (decide(runtime.actor.getSnapshot())) return () => void (cancelled = true);
  const subscription = runtime.actor.subscribe((snapshot) => {
    if (decide(snapshot)) subscription.unsubscribe();
  });
  return () => {
    cancelled = true;
    subscription.unsubscribe();
  };
}

/**
 * The chunks the server's HTML renders, fetched before React hydrates it (a part still waiting for its chunk would be
 * drawn anew, skeleton first): whether all arrived.
 */
function chunksOf(answers: FirstScreenData): Promise<boolean> {
  const names = answers.chunks ?? [];
  for (const name of names) if (name.startsWith('step:')) stepScreens.preloadStep(name.slice(5) as StepName);
  return loadChunks(names).then(
    () => true,
    () => false,
  );
}

/**
 * Fetches the named chunks the server rendered, before React hydrates its HTML: a part still waiting for its chunk in
 * a hydration is drawn anew (its skeleton first) by the first change above it. A chunk's own preloadables are known
 * once it is here, so the names are looked for again after each round.
 */
async function loadChunks(names: readonly string[]): Promise<void> {
  const loaded = new Set<string>();
  for (let round = 0; round < 4 && loaded.size < names.length; round += 1) {
    const found = names.filter((name) => !loaded.has(name) && byName.has(name));
    if (found.length === 0) return;
    await Promise.all(found.map((name) => byName.get(name)!.preload()));
    found.forEach((name) => loaded.add(name));
  }
}
