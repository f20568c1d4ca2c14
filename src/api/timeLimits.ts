import type { ApiCallName } from './errors.ts';

/*
 * How long each call may take before it is aborted with `ERR_TIMEOUT` (DESIGN.md, "Time limits"): the spec's HTTP
 * defaults have none, and a call that never answers left a spinner for ever. `null`: no limit from the http layer.
 */

/** The start-up's calls: the boot screen shows its failure and retry after this at the latest. */
const START_UP_MS = 15_000;
/** A step's save and the calls around the saved order and the cart. */
const STEP_SAVE_MS = 15_000;
/** Look-ups while typing or choosing (companies, providers, vouchers, references, live checks, addresses, links). */
const LOOKUP_MS = 10_000;
/** Spec section 9: the availability checks give up after 30 s. */
const AVAILABILITY_MS = 30_000;
/** Documents made on the server (the contract summary, the quote's PDF). */
const PDF_MS = 60_000;

export const timeLimits: Readonly<Record<ApiCallName, number | null>> = {
  checkSession: START_UP_MS,
  authenticateWithToken: START_UP_MS,
  loadPlanClasses: START_UP_MS,
  loadTranslations: START_UP_MS,
  loadPlan: START_UP_MS,
  saveOrder: STEP_SAVE_MS,
  deleteOrder: STEP_SAVE_MS,
  loadOrder: STEP_SAVE_MS,
  updateCart: STEP_SAVE_MS,
  searchCompanies: LOOKUP_MS,
  loadProviders: LOOKUP_MS,
  checkVoucher: LOOKUP_MS,
  loadNextPartnerReference: LOOKUP_MS,
  checkPartnerReference: LOOKUP_MS,
  validateOrderField: LOOKUP_MS,
  searchAddresses: LOOKUP_MS,
  createPlanLink: LOOKUP_MS,
  loadPlanLink: LOOKUP_MS,
  checkProviderAvailability: AVAILABILITY_MS,
  checkApc: AVAILABILITY_MS,
  loadContractSummary: PDF_MS,
  submitQuote: PDF_MS,
  // The submission machine keeps its own clock (told after 10 s, a retry with the same key after 60 s): aborting
  // here could lose the answer of an order that was made.
  submitOrder: null,
  // The server answers when the order under the key, if one is on its way, has its answer.
  findOrder: STEP_SAVE_MS * 2,
};
