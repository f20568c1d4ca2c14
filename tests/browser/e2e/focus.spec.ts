import type { Locator, Page } from '@playwright/test';
import { expect, orderForm, test } from './fixtures.ts';
import { nextButton } from './screens.ts';

/*
 * WCAG 2.2 2.4.11 Focus Not Obscured: whatever takes the focus lies inside the viewport and below the element's
 * sticky header, with its focus ring: the error summary a failed "next" focuses, a field its link focuses, and any
 * control reached by Tab or Shift+Tab.
 */

const form = (page: Page) => orderForm(page);
const summary = (page: Page) => form(page).getByRole('region', { name: 'Bitte prüfen Sie Ihre Angaben' });

/** The focused element inside the element's shadow root. */
const focusedInForm = (page: Page): Locator => form(page).locator(':focus');

/**
 * Where the focus is, read at once: a locator on `:focus` would wait out the test when the focus is outside the element,
 * and a failure would not say where it went.
 */
const whereFocusIs = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('order-form')?.shadowRoot?.activeElement;
    if (!element) return { outside: document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing', inHeader: false, visible: false };
    return { outside: undefined, inHeader: element.closest('[part="header"]') !== null, visible: element.getBoundingClientRect().height > 1 };
  });

interface Placement {
  top: number;
  bottom: number;
  headerBottom: number;
  viewportHeight: number;
}

/**
 * Where an element lies against the header's bottom edge and the viewport, once smooth scrolling has settled: read in
 * the page, frame by frame, until three frames in a row show it in the same place. A smooth scroll moves it in every
 * frame it runs; two readings taken by the wall clock (150 ms apart) can agree on a busy machine while the scroll is
 * still under way, when the page drew no frame between them. An element still moving after 600 frames fails with its
 * last reading rather than waiting out the test.
 */
async function placementOf(target: Locator, what: string): Promise<Placement> {
  const { placement, settled } = await target.evaluate((element) => {
    const bar = (element.getRootNode() as ParentNode).querySelector('[part="header"]')!;
    const read = (): Placement => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, headerBottom: bar.getBoundingClientRect().bottom, viewportHeight: window.innerHeight };
    };
    return new Promise<{ placement: Placement; settled: boolean }>((resolve) => {
      let last = '';
      let same = 0;
      let frames = 0;
      const frame = () => {
        const placement = read();
        const reading = JSON.stringify(placement);
        same = reading === last ? same + 1 : 0;
        last = reading;
        frames += 1;
        if (same >= 3 || frames >= 600) resolve({ placement, settled: same >= 3 });
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
  });
  expect(settled, `${what}: still moving after 600 frames, last at ${JSON.stringify(placement)}`).toBe(true);
  return placement;
}

/** Fully visible: below the header (with room for a focus ring of up to 4 px) and above the viewport's bottom. */
async function expectUnobscured(target: Locator, what: string) {
  const { top, bottom, headerBottom, viewportHeight } = await placementOf(target, what);
  expect(top, `${what}: its top below the header's bottom (${headerBottom})`).toBeGreaterThanOrEqual(headerBottom + 4);
  expect(bottom, `${what}: its bottom inside the viewport (${viewportHeight})`).toBeLessThanOrEqual(viewportHeight);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 320, height: 640 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a failed "next" at the foot of the product step focuses the error summary fully below the header; its link focuses the field, fully visible too', async ({ page }) => {
      await page.goto('/plans/VOIPPRIV/product/');
      await expect(form(page).getByRole('radio', { name: 'Ja, bestehender Anschluss' })).toBeVisible({ timeout: 15_000 });
      await nextButton(page).scrollIntoViewIfNeeded();
      await nextButton(page).click();
      await expect(summary(page)).toBeFocused();
      await expectUnobscured(summary(page), 'the error summary');

      const link = summary(page).getByRole('link').first();
      const fieldId = (await link.getAttribute('href'))!.slice(1);
      await link.press('Enter');
      await expect(focusedInForm(page)).toHaveAttribute('id', fieldId);
      await expectUnobscured(focusedInForm(page), 'the field focused from the summary');
    });
  });
}

test.describe('at 1280×720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the customer step: the summary of every missing field is focused below the header; each link\'s field is fully visible', async ({ page }) => {
    await page.goto('/plans/VOIPPRIV/?skip_to=customer');
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, { timeout: 15_000 });
    // the whole step first, as the visitor sees it: the URL changes before the step's chunk and its parts below the
    // first screenful (the consents last) are in the page, and on a busy machine a "next" pressed in between scrolls
    // to the summary while the page is still growing
    await expect(form(page).getByRole('checkbox', { name: /AGB/ })).toBeVisible({ timeout: 15_000 });
    await nextButton(page).scrollIntoViewIfNeeded();
    await nextButton(page).click();
    await expect(summary(page)).toBeFocused();
    await expectUnobscured(summary(page), 'the error summary');

    // the links to fields (the missing connection address's link opens the address check instead)
    const hrefs = (await summary(page).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).filter((href) => href !== '#customer-connectionAddress');
    expect(hrefs.length).toBeGreaterThan(3);
    // from the last field (the foot of the step) back up to the first: each one lands below the header
    for (const href of [hrefs.at(-1)!, hrefs[Math.floor(hrefs.length / 2)]!, hrefs[0]!]) {
      await summary(page).focus();
      await summary(page).locator(`a[href="${href}"]`).press('Enter');
      await expect(focusedInForm(page)).toHaveAttribute('id', href.slice(1));
      await expectUnobscured(focusedInForm(page), `the field of ${href}`);
    }
  });

  test('Shift+Tab from "next" back through the customer step keeps every focused control below the header', async ({ page }) => {
    await page.goto('/plans/VOIPPRIV/?skip_to=customer');
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/(\?.*)?$/, { timeout: 15_000 });
    await expect(form(page).getByRole('checkbox', { name: /AGB/ })).toBeVisible();
    await nextButton(page).focus();
    await expect(nextButton(page)).toBeFocused();
    for (let presses = 1; presses <= 25; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = await whereFocusIs(page);
      expect(focused.outside, `Shift+Tab ${presses}: the focus left the element`).toBeUndefined();
      if (focused.inHeader) break;
      if (!focused.visible) continue;
      await expectUnobscured(focusedInForm(page), `Shift+Tab ${presses}`);
    }
  });
});
