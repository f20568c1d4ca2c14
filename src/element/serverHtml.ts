import { firstScreenStateAttribute, type FirstScreenData } from '../contract/firstScreen.ts';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import type { OrderRuntime } from '../runtime/createOrderRuntime.ts';
import { pageOf } from '../shell/Pages.tsx';

/*
 * Taking over the first screen order-form/server rendered into the element's declarative shadow root (DESIGN.md,
 * "The first screen in the HTML"): its answers read, the start-up run on them, and React hydrating the markup once
 * the machine stands where the server's stood.
 */

/**
 * The answers of the server's HTML, taken out of the shadow root with the server's styles (the element adopts the
 * same sheet): what stays is React's markup alone. Nothing when the shadow root holds no server HTML.
 */
export function takeServerAnswers(root: ShadowRoot): FirstScreenData | undefined {
  const script = root.querySelector(`script[${firstScreenStateAttribute}]`);
  if (!script) return undefined;
  let answers: FirstScreenData | undefined;
  try {
    answers = JSON.parse(script.textContent ?? '') as FirstScreenData;
  } catch {
    answers = undefined;
  }
  for (const node of Array.from(root.children))
    if (node === script || node.localName === 'style' || (node instanceof HTMLLinkElement && node.rel === 'stylesheet')) node.remove();
  return answers;
}

/** The start-up has ended: a page is decided, or the start-up failed, or access was refused. */
const settled = (snapshot: OrderSnapshot) => snapshot.matches('bootFailed') || snapshot.matches('accessDenied') || (snapshot.matches('ready') && pageOf(snapshot) !== 'routing');

/** The machine shows what the server rendered: the same page, in the same language. */
function showsServerScreen(snapshot: OrderSnapshot, answers: FirstScreenData): boolean {
  if (!snapshot.matches('ready') || snapshot.context.language !== answers.lang) return false;
  return pageOf(snapshot) === answers.page.name;
}

/**
 * Calls `mount` once the start-up has ended: `hydrate` when the machine shows the server's screen (React takes the
 * markup over), else the screen React renders replaces it (the visitor's stored language or order led elsewhere).
 * Returns a cancel.
 */
export function whenStartUpEnded(runtime: OrderRuntime, answers: FirstScreenData, mount: (hydrate: boolean) => void): () => void {
  const decide = (snapshot: OrderSnapshot) => {
    if (!settled(snapshot)) return false;
    mount(showsServerScreen(snapshot, answers));
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
