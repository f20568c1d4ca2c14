import type { Journey } from './journey.ts';
import { cspJourneys } from './cspPage.journey.ts';
import { errorJourneys } from './errors.journey.ts';
import { keyboardJourneys } from './keyboard.journey.ts';
import { orderJourneys } from './orders.journey.ts';
import { partnerJourneys } from './partnerFrame.journey.ts';

/**
 * Every journey of the kit, in the order they run: in Firefox and WebKit by tests/browser/engines/run.ts, in Chromium
 * as one Playwright test each by tests/browser/e2e/journeys.spec.ts.
 */
export const journeys: Journey[] = [...orderJourneys, ...keyboardJourneys, ...errorJourneys, ...partnerJourneys, ...cspJourneys];
