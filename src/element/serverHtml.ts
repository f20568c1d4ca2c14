import { firstScreenStateAttribute, type FirstScreenData } from '../contract/firstScreen.ts';
import { addStyles } from '../styles/adoptStyles.ts';

/*
 * What the element does the moment it meets the first screen order-form/server rendered into its declarative shadow
 * root (DESIGN.md, "The first screen in the HTML"): its answers read, its styles adopted, a plan's choice held. The
 * take-over itself is a chunk of its own (./takeOver.ts), fetched from here on.
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
