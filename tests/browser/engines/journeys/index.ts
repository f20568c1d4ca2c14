import type { Journey } from '../journey.ts';
import { cspJourneys } from './cspPage.ts';
import { errorJourneys } from './errors.ts';
import { keyboardJourneys } from './keyboard.ts';
import { orderJourneys } from './orders.ts';
import { partnerJourneys } from './partnerFrame.ts';

/** Every engine journey, in the order run.ts runs them. */
export const journeys: Journey[] = [...orderJourneys, ...keyboardJourneys, ...errorJourneys, ...partnerJourneys, ...cspJourneys];
