import { expect, orderForm, takenOver, test } from './fixtures.ts';

/**
 * Whether a module was fetched, by its file name: the dev server serves the source (`/src/steps/product/ProductStep.tsx`),
 * the production build its chunk (`/assets/ProductStep-zLXGxTTd.js`).
 */
const fetchedModule = (fetched: string[], name: string) => fetched.some((path) => new RegExp(`/${name}(\\.tsx?|-[\\w-]+\\.js)$`).test(path));

/**
 * Whether the plan's flow was fetched: the production build has it in one chunk (`plan-flow`: the frame, the step
 * rules, the calls), the dev server serves each of its modules.
 */
const fetchedPlanFlow = (fetched: string[]) =>
  fetchedModule(fetched, 'plan-flow') || (fetchedModule(fetched, 'PlanFlow') && fetchedModule(fetched, 'stepRules'));

/** Records whether the step frame ever showed its loading skeleton (a lazy step the visitor had to wait for). */
async function watchForStepSkeleton(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    const seen = ((window as unknown as { stepSkeletonSeen: boolean }).stepSkeletonSeen = false);
    void seen;
    const root = document.querySelector('order-form')!.shadowRoot!;
    new MutationObserver(() => {
      if (root.querySelector('[data-placeholder="step-loading"]')) (window as unknown as { stepSkeletonSeen: boolean }).stepSkeletonSeen = true;
    }).observe(root, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { stepSkeletonSeen: boolean }).stepSkeletonSeen);
}

test('a plan under the pointer has its flow fetched before it is chosen, so its first step shows no skeleton', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  const card = orderForm(page).locator('[data-plan="VOIPPRIV"]');
  // the server's plan list is visible at once; the pointer's fetch is the running form's
  await takenOver(page);
  const skeletonSeen = await watchForStepSkeleton(page);

  await card.hover();
  await expect.poll(() => fetchedModule(fetched, 'ProductStep'), { timeout: 15_000 }).toBe(true);
  expect(fetchedPlanFlow(fetched)).toBe(true);
  // let the background fetch finish (the dev server serves every module on its own), as it has on a normal
  // connection by the time a person moves from pointing at a plan to clicking it
  await page.waitForLoadState('networkidle');

  await card.getByRole('link').click();
  await expect(orderForm(page).getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();
  await expect(orderForm(page).getByRole('group', { name: /bereits einen Anschluss/ })).toBeVisible();
  expect(await skeletonSeen()).toBe(false);
});

test('the first steps are fetched while the browser is idle on the plan list, without any pointer', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(orderForm(page).getByRole('heading', { name: 'Unsere Tarife' })).toBeVisible();
  await expect
    .poll(() => ['ProductStep', 'CustomerStep'].every((step) => fetchedModule(fetched, step)), {
      timeout: 15_000,
    })
    .toBe(true);
});

test.describe('a step whose chunk cannot load', () => {
  // the browser logs the aborted chunk's request, and React the error its step boundary caught: both name the chunk
  test.use({ expectedConsoleErrors: [/ProductStep/] });

  test('says so with a retry, and the retry shows the step', async ({ page }) => {
    let refused = 0;
    // the product step's chunk (production: /assets/ProductStep-<hash>.js; dev server: its module) fails once
    await page.route(/ProductStep/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
    // the page's HTML holds the step (order-form/server): the chunk is lost before the element takes it over
    const html = await (await page.goto('/plans/VOIPPRIV/product/'))!.text();
    expect(html).toContain('shadowrootmode="open"');
    const form = orderForm(page);
    await expect(form.getByText('Dieser Schritt konnte nicht geladen werden. Bitte prüfen Sie Ihre Internetverbindung.')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible();

    await form.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(form.getByRole('group', { name: /bereits einen Anschluss/ })).toBeVisible({ timeout: 20_000 });
    await expect(form.getByText('Dieser Schritt konnte nicht geladen werden.', { exact: false })).toHaveCount(0);
  });
});

test.describe("a plan whose flow's chunk cannot load", () => {
  // the browser logs the aborted chunk's request
  test.use({ expectedConsoleErrors: [/plan-flow|PlanFlow|stepRules/] });

  test('says the connection is gone, with a retry, and the retry opens the plan on its first step', async ({ page }) => {
    // the plan's answer is read with code of this chunk, and the step rules travel in it (build/chunkLayout.ts):
    // production /assets/plan-flow-<hash>.js; on the dev server its modules (calls/plan.ts first). Every fetch of it
    // is lost until the retry: the take-over's and the page's (the plan flow rendered) alike.
    let lost = true;
    let refused = 0;
    await page.route(/plan-flow|\/src\/api\/calls\/plan\.ts/, (route) => (lost && ++refused ? route.abort() : route.continue()));
    const html = await (await page.goto('/plans/VOIPPRIV/'))!.text();
    expect(html).toContain('shadowrootmode="open"');
    const form = orderForm(page);
    await expect(form.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible({ timeout: 20_000 });
    // a chunk that does not arrive is a lost connection to the visitor, not "something went wrong"
    await expect(form.getByRole('alert')).toHaveText('Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.');
    expect(refused).toBeGreaterThan(0);

    lost = false;
    await form.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(form.getByRole('heading', { level: 1, name: 'Produkt' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
  });
});
