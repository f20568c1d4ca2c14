import type { Locator, Page } from '@playwright/test';
import { expect, orderForm } from './fixtures.ts';
import { languages, nextLabel, type Language } from '../journeys/vocabulary.ts';

/** The four languages and their "next" words are the journey kit's vocabulary (tests/browser/journeys/vocabulary.ts). */
export { languages, nextLabel, type Language };

/** The step frame's "next" button, whatever the language (the last button of the step actions). */
export const nextButton = (page: Page): Locator => orderForm(page).locator('[part="step-actions"] button').last();

/**
 * Shows the form in a language: through the header's language menu when it offers it (a German plan's menu offers
 * German and English, spec section 2), else as a host page's own language switch does, by the element's `lang`
 * attribute. Waits until the menu's button names the language and the content's `lang` is it.
 */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const button = orderForm(page).locator('[part="language-button"]');
  await expect(button).toBeVisible();
  if ((await button.innerText()).trim().endsWith(language.toUpperCase())) return;
  await button.click();
  const item = orderForm(page).getByRole('menuitemradio', { name: new RegExp(`^${language.toUpperCase()}\\b`) });
  await expect(orderForm(page).getByRole('menuitemradio').first()).toBeVisible();
  if ((await item.count()) > 0) await item.click();
  else {
    await page.keyboard.press('Escape');
    await orderForm(page).evaluate((element, lang) => element.setAttribute('lang', lang), language);
  }
  await expect(button).toContainText(language.toUpperCase());
  await expect(orderForm(page).locator('[part="root"]')).toHaveAttribute('lang', language);
}

/**
 * Shows the form in a language as a host page's own language switch does, by the element's `lang` attribute: works
 * while a modal dialog keeps the header's menu out of reach.
 */
export async function setElementLanguage(page: Page, language: Language): Promise<void> {
  await orderForm(page).evaluate((element, lang) => element.setAttribute('lang', lang), language);
  await expect(orderForm(page).locator('[part="root"]')).toHaveAttribute('lang', language);
}

export interface SidewaysOverflow {
  /** the page's scroll width, the viewport's width */
  scrollWidth: number;
  viewportWidth: number;
  /** what of the element's content lies outside the viewport's width, left or right (not inside a box that scrolls or clips) */
  offenders: string[];
}

/**
 * What sticks out sideways at the current viewport (WCAG 1.4.10 Reflow): the page's scroll width, and every element
 * and text inside the element's shadow root whose box reaches past the viewport's left or right edge, unless an
 * ancestor clips or scrolls it (a table in its own scroll box may scroll sideways; visually hidden text is clipped).
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const host = document.querySelector('order-form');
    const offenders: string[] = [];
    const parentOf = (node: Node): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    const clippedByAncestor = (node: Node) => {
      for (let ancestor = parentOf(node); ancestor && ancestor !== host; ancestor = parentOf(ancestor)) {
        if (getComputedStyle(ancestor).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('part') ? `[part=${element.getAttribute('part')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const outside = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && (rect.left < -0.5 || rect.right > viewportWidth + 0.5);
    const visit = (root: ShadowRoot) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (outside(range.getBoundingClientRect()) && !clippedByAncestor(node)) offenders.push(`text "${node.textContent.trim().slice(0, 40)}" in ${describe(node.parentElement!)}`);
          continue;
        }
        const element = node as Element;
        if (element.shadowRoot) visit(element.shadowRoot);
        if (outside(element.getBoundingClientRect()) && !clippedByAncestor(element)) offenders.push(describe(element));
      }
    };
    if (host?.shadowRoot) visit(host.shadowRoot);
    return { scrollWidth: document.documentElement.scrollWidth, viewportWidth, offenders };
  });
}

/** No sideways scrolling: the page is no wider than the viewport and nothing of the element reaches past it. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.offenders, `${screen}: content past the viewport's edge`).toEqual([]);
  expect(overflow.scrollWidth, `${screen}: the page's width`).toBeLessThanOrEqual(overflow.viewportWidth);
}
