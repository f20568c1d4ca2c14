import { firstScreenStateAttribute, type FirstScreenData } from '../contract/firstScreen.ts';

/*
 * What the element does the moment it meets the first screen order-form/server rendered into its declarative shadow
 * root (DESIGN.md, "The first screen in the HTML"): its answers read, a plan's choice held. The take-over itself, its
 * styles adopted first, is a chunk of its own (./takeOver.ts), fetched from here on.
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
