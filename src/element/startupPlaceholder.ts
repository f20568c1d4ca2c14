import { startLanguage } from '../adapters/languageAdapter.ts';
import { bundledMessages } from '../i18n/bundledMessages.ts';
import type { Language } from '../domain/index.ts';
import { placeholderClasses } from '../shell/placeholderClasses.ts';
import type { ResolvedAttributes } from '../contract/attributes.ts';

const marker = 'data-startup-placeholder';

/**
 * The boot screen (the Shell's booting phase: the loading placeholder alone, without the header) as plain DOM, put
 * into the shadow root when the element connects, so that it is painted before the running form is made and React
 * renders. React's first screen is the same, so nothing moves when the App takes its place. Its text is the bundled
 * message in the language the form will start in (`?lang`, the stored choice, the `lang` attribute, the domain).
 */
export function showStartupPlaceholder(root: ShadowRoot, attributes: ResolvedAttributes, view: Window = window): void {
  if (root.querySelector(`[${marker}]`)) return;
  const search = attributes.routing === 'history' ? view.location.search : new URL(attributes.initialUrl ?? '/', 'http://memory.invalid').search;
  const language = startLanguage(search, attributes, view);
  const element = (tag: string, className: string, attributes: Record<string, string> = {}, ...children: Array<Node | string>) => {
    const made = root.ownerDocument.createElement(tag);
    made.className = className;
    for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
    made.append(...children);
    return made;
  };
  const { status, title, line, cards, card } = placeholderClasses;
  const hidden = { 'aria-hidden': 'true' };
  const placeholder = element(
    'div',
    'font-sans text-slate-900',
    { [marker]: '', lang: language },
    element(
      'div',
      'min-h-40 bg-white',
      { 'data-phase': 'booting' },
      element(
        'div',
        '',
        { part: 'content' },
        element(
          'div',
          status,
          { role: 'status', 'aria-busy': 'true', 'data-placeholder': 'loading' },
          element('span', 'sr-only', {}, loadingText(language)),
          element('div', title, hidden),
          element('div', line, hidden),
          element('div', cards, hidden, element('div', card), element('div', card), element('div', card)),
        ),
      ),
    ),
  );
  root.prepend(placeholder);
}

function loadingText(language: Language): string {
  const boot = bundledMessages[language]?.boot;
  return typeof boot === 'object' && typeof boot.loading === 'string' ? boot.loading : '';
}

/** Removed when React's first screen is committed (the App's layout effect): the two are never painted together. */
export function removeStartupPlaceholder(root: ShadowRoot | HTMLElement | undefined): void {
  root?.querySelectorAll(`[${marker}]`).forEach((placeholder) => placeholder.remove());
}

/**
 * The server's markup that React does not take over (the visitor's start-up went elsewhere) goes as the boot screen
 * goes: in the commit that brings React's own screen, so that neither an empty box nor both screens are painted.
 */
export function markAsStartupPlaceholder(root: ShadowRoot): void {
  for (const node of Array.from(root.children)) node.setAttribute(marker, '');
}
