import { firstScreenStateAttribute, type FirstScreenData, type FirstScreenPage } from '../contract/firstScreen.ts';
import { isPlanRoute } from '../../machines/routes.ts';
import { flowPhaseOf } from '../shell/flowPhase.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { pageOf } from '../shell/Pages.tsx';
import { addStyles } from '../styles/adoptStyles.ts';

/*
 * Taking over the first screen order-form/server rendered into the element's declarative shadow root (DESIGN.md,
 * "The first screen in the HTML"): its answers read, the start-up run on them, and React hydrating the markup once
 * the machine stands where the server's stood.
 */

/** The answers of the server's HTML, taken out of the shadow root. Nothing when the shadow root holds none. */
export function takeServerAnswers(root: ShadowRoot): FirstScreenData | undefined {
  const script = root.querySelector(`script[${firstScreenStateAttribute}]`);
  if (!script) return undefined;
  script.remove();
  try {
    return JSON.parse(script.textContent ?? '') as FirstScreenData;
  } catch {
    return undefined;
  }
}

const serverStyles = (root: ShadowRoot) => Array.from(root.children).filter((node) => node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet'));

/**
 * The server's own styles (its `<style>`, or its linked sheet once loaded) become the element's adopted sheet, in the
 * place of the first screen's: a plan's page's are the full styles, which the first screen's sheet adopted after
 * them would partly override (its rules come again, later in the cascade, over the responsive ones). The full
 * styles' chunk then finds them there. A linked sheet still loading stays until React has the screen.
 */
export function adoptServerStyles(root: ShadowRoot): void {
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
 * Calls `mount` once the start-up has ended: `hydrate` when the machine shows the server's screen (React takes the
 * markup over), else the screen React renders replaces it (the visitor's stored language or order led elsewhere).
 * Returns a cancel.
 */
export function whenStartUpEnded(runtime: OrderRuntime, answers: FirstScreenData, mount: (hydrate: boolean) => void): () => void {
  const decide = (snapshot: OrderSnapshot) => {
    if (!startUpEnded(snapshot)) return false;
    mount(showsServerScreen(snapshot, answers, runtime.restored ?? false));
    return true;
  };
  if (decide(runtime.actor.getSnapshot())) return () => undefined;
  const subscription = runtime.actor.subscribe((snapshot) => {
    if (decide(snapshot)) subscription.unsubscribe();
  });
  return () => subscription.unsubscribe();
}

/**
 * A plan chosen on the server's markup before React took it over: the link's own navigation is held (a plain click
 * only: a modified one opens the link as the browser does) and its plan given to `chosen` once React runs.
 */
export function holdPlanChoice(root: ShadowRoot): () => string | undefined {
  let plan: string | undefined;
  const hold = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const card = link?.closest<HTMLElement>('[data-plan]');
    if (!link || !card) return;
    event.preventDefault();
    plan = card.dataset.plan;
  };
  root.addEventListener('click', hold);
  return () => {
    root.removeEventListener('click', hold);
    return plan;
  };
}
