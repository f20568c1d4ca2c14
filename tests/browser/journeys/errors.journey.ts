import assert from 'node:assert/strict';
import type { ElementQuery } from './driver.ts';
import type { Journey } from './journey.ts';
import { next, wait } from './vocabulary.ts';

/** A failed "next": the error summary takes the focus and its link leads to the field; a failed save keeps the step. */
const failedNext: Journey = {
  name: 'a failed "next" focuses the error summary, its link the field; a failed save says so and "next" again goes on',
  expectedApiErrors: [/^500 PUT \/api\/order$/],
  async run({ driver }) {
    const summary: ElementQuery = { role: 'region', name: 'Bitte prüfen Sie Ihre Angaben' };
    await driver.goto('/plans/VOIPPRIV/product/');
    await driver.waitFor({ role: 'radio', name: 'Nein, neuer Anschluss' }, wait);
    await next(driver);
    await driver.waitFor(summary, wait);
    const deadline = Date.now() + wait.timeout;
    while ((await driver.focused())?.name !== 'Bitte prüfen Sie Ihre Angaben') {
      if (Date.now() > deadline) assert.fail(`the summary has no focus: ${JSON.stringify(await driver.focused())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await driver.press('Tab');
    assert.equal((await driver.focused())?.role, 'link', 'Tab from the summary reaches its first link');
    await driver.press('Enter');
    const field = await driver.focused();
    assert.ok(field && ['radio', 'radiogroup', 'group'].includes(field.role ?? ''), `the link focused the field, not ${JSON.stringify(field)}`);

    await driver.check({ role: 'radio', name: 'Nein, neuer Anschluss' });
    await driver.injectFault({ path: 'order', method: 'PUT', status: 500, times: 1 });
    await next(driver);
    await driver.waitForText('Beim Speichern ist auf unserer Seite ein Fehler aufgetreten.', undefined, wait);
    await next(driver);
    await driver.waitForUrl(/\/plans\/VOIPPRIV\/customer\/$/, wait);
  },
};

export const errorJourneys: Journey[] = [failedNext];
