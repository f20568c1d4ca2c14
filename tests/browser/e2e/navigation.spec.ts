import { expect, orderForm, test } from './fixtures.ts';

const form = (page: import('@playwright/test').Page) => orderForm(page);

test('the demo boots into the plan list', async ({ page }) => {
  await page.goto('/');
  await expect(form(page).getByRole('heading', { name: 'Unsere Tarife' })).toBeVisible();
  await expect(form(page).getByRole('link', { name: 'Jetzt bestellen' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Tarife - Nordlicht Telekom');
});

test.describe("the element's own start-up (a page without its first screen in the HTML)", () => {
  test.use({ firstScreenInHtml: false });

  test('the start-up asks for the session once, then for plan classes and translations together', async ({ page }) => {
    const calls: Array<{ path: string; sent: number; answered?: number }> = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push({ path: `${request.method()} ${pathname}`, sent: Date.now() });
    });
    page.on('requestfinished', (request) => {
      const call = calls.find((entry) => entry.path === `${request.method()} ${new URL(request.url()).pathname}` && entry.answered === undefined);
      if (call) call.answered = Date.now();
    });
    await page.goto('/');
    await expect(form(page).getByRole('link', { name: 'Jetzt bestellen' }).first()).toBeVisible();
    const session = calls.filter((call) => call.path.endsWith(' /api/auth'));
    expect(session.map((call) => call.path)).toEqual(['GET /api/auth']);
    const secondWave = calls.filter((call) => call.path === 'GET /api/plan-classes' || call.path === 'GET /api/translations/order4');
    expect(secondWave).toHaveLength(2);
    for (const call of secondWave) expect(call.sent).toBeGreaterThanOrEqual(session[0]!.answered!);
  });
});

test('?lang=en switches the language and leaves the address', async ({ page }) => {
  await page.goto('/?lang=en&voucher=SOMMER20');
  await expect(form(page).getByRole('heading', { name: 'Our plans' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?voucher=SOMMER20$/);
  // The choice is remembered: a later visit without ?lang stays English.
  await page.goto('/');
  await expect(form(page).getByRole('heading', { name: 'Our plans' })).toBeVisible();
});

test('a hash token is sent as bearer and leaves the address', async ({ page }) => {
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth') sessionCalls.push(request.method());
  });
  const bearer = page.waitForRequest((request) => request.url().endsWith('/api/auth') && request.method() === 'POST');
  await page.goto('/plans/VOIPPRIV/#auth_token=demo-partner');
  expect((await bearer).headers()['authorization']).toBe('Bearer demo-partner');
  // the session is asked once, with the token (never also without it)
  await expect(form(page).getByRole('group', { name: 'Haben Sie an dieser Adresse bereits einen Anschluss?' })).toBeVisible();
  expect(sessionCalls).toEqual(['POST']);
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
  expect(new URL(page.url()).hash).toBe('');
});


test.describe('an unknown plan', () => {
  test.use({ expectedApiErrors: [/^404 GET \/api\/plans\/NOPE$/] });
  test('goes to /plans/error with its query string', async ({ page }) => {
    await page.goto('/plans/NOPE/?voucher=SOMMER20');
    await expect(page).toHaveURL(/\/plans\/error\?voucher=SOMMER20$/);
    await expect(form(page).getByText('Dieser Tarif ist nicht verfügbar')).toBeVisible();
  });
});

test('back and forward move between steps, and a reload comes back to the same step with its data', async ({ page }) => {
  await page.goto('/plans/VOIPPRIV/product/');
  const newConnection = form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' });
  await newConnection.check();
  await form(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/product\/$/);
  await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/);

  await page.reload();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/customer\/$/);
  await expect(form(page).getByRole('heading', { level: 1, name: 'Kundendaten' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Zurück' }).click();
  await expect(form(page).getByRole('radio', { name: 'Nein, neuer Anschluss' })).toBeChecked();
});

test.describe('a start-up failure', () => {
  test.use({ expectedApiErrors: [/^503 GET \/api\/translations\/order4$/], firstScreenInHtml: false });
  test('shows the boot error, and retry works', async ({ page }) => {
    const errors: unknown[] = [];
    await page.exposeFunction('recordError', (detail: unknown) => errors.push(detail));
    await page.addInitScript(() =>
      document.addEventListener('order-form:error', (event) => (window as unknown as { recordError(d: unknown): void }).recordError((event as CustomEvent).detail)),
    );
    // Per page, not the demo API's shared fault list: tests run in parallel.
    await page.route('**/api/translations/order4', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }), { times: 1 });
    await page.goto('/');
    await expect(form(page).getByText('Das Bestellformular konnte nicht geladen werden')).toBeVisible();
    expect(errors).toEqual([{ call: 'loadTranslations', status: 503 }]);
    await form(page).getByRole('button', { name: 'Erneut laden' }).click();
    await expect(form(page).getByRole('heading', { name: 'Unsere Tarife' })).toBeVisible();
  });
});

test('the page scrolls to the top on each navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  const landline = orderForm(page).getByRole('link', { name: 'Jetzt bestellen' }).nth(3);
  await landline.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await landline.click();
  await expect(page).toHaveURL(/\/plans\/[A-Z0-9]+\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page gone to during the start-up is shown once the form is ready, and its address kept', async ({ page }) => {
  // the session call waits until the visitor has gone on: the form is still starting when the address changes
  let answerSession!: () => void;
  const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
  const sessionAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth');
  await page.route('**/api/auth', async (route) => {
    await sessionHeld;
    await route.fallback();
  });
  await page.goto('/plans/VOIPPRIV/');
  await sessionAsked;
  await page.evaluate(() => {
    history.pushState(null, '', '/plans/VOIPPRIV/thanks/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  answerSession();
  await expect(form(page).getByRole('heading', { name: /Vielen Dank/, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/plans\/VOIPPRIV\/thanks\/$/);
});
