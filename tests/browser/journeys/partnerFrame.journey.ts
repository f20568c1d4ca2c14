import assert from 'node:assert/strict';
import type { JourneyDriver } from './driver.ts';
import type { Journey } from './journey.ts';
import { wait } from './vocabulary.ts';

interface FrameMetrics {
  /** the iframe's height in the partner page */
  outer: number;
  /** the framed document's own height and the height it is shown in */
  scrollHeight: number;
  clientHeight: number;
}

/** The partner page's iframe (demo/partner.html) and the form's document inside it, once the form is in it. */
const frameMetrics = (driver: JourneyDriver) =>
  driver.evaluate((): FrameMetrics | null => {
    const frame = document.querySelector<HTMLIFrameElement>('#order-frame');
    const inner = frame?.contentDocument;
    if (!frame || !inner?.location.pathname.includes('/embed/')) return null;
    return { outer: frame.getBoundingClientRect().height, scrollHeight: inner.documentElement.scrollHeight, clientHeight: inner.documentElement.clientHeight };
  }, undefined);

/** Asks until the frame's metrics satisfy the check; the frame follows each growth a message later. */
async function frameUntil(driver: JourneyDriver, check: (metrics: FrameMetrics) => boolean, what: string): Promise<FrameMetrics> {
  const deadline = Date.now() + wait.timeout;
  for (;;) {
    const metrics = await frameMetrics(driver);
    if (metrics && check(metrics)) return metrics;
    if (Date.now() > deadline) assert.fail(`${what}: the frame measures ${JSON.stringify(metrics)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const fitsItsContent = (metrics: FrameMetrics) => metrics.scrollHeight <= metrics.clientHeight;

const partnerFrame: Journey = {
  name: 'the partner portal: the iframe grows with the form, with no scrollbar inside, and follows it to the next screen',
  async run({ driver }) {
    await driver.goto('/partner/?token=demo-partner&plan=');
    await driver.waitFor({ role: 'heading', name: 'Unsere Tarife' }, wait);
    // the plan list is taller than the frame's first 400 px
    const list = await frameUntil(driver, (metrics) => metrics.outer > 600 && fitsItsContent(metrics), 'the plan list');
    await driver.click({ role: 'link', name: 'Jetzt bestellen', within: { role: 'article', name: 'Cloud-Telefonanlage Business' } }, wait);
    await driver.waitFor({ role: 'radio', name: 'Nein, neuer Anschluss' }, wait);
    await frameUntil(driver, (metrics) => fitsItsContent(metrics) && Math.abs(metrics.outer - list.outer) > 20, 'the product step');
  },
};

export const partnerJourneys: Journey[] = [partnerFrame];
