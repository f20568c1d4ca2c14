import type { AuthResponse, PlanClass } from '../../src/api/index.ts';
import type { loadBicTable } from '../../src/domain/bicTables.ts';
import type { cartRequestOf } from '../../src/domain/cartRequest.ts';
import type { bicTableToLoad, derivedBic, withDerivedBic } from '../../src/domain/derivedBic.ts';
import type {
  buildPlanLink,
  CalendarDate,
  CatalogueLookupKind,
  chooseOldConnection,
  Id,
  initialSelection,
  Language,
  LiveChecks,
  LocalizedText,
  Order,
  PartnerState,
  Plan,
  QuoteRequest,
  SelectionChange,
  selectionFromPlanLink,
} from '../../src/domain/index.ts';
import type { thankYouTargetOf } from '../../src/domain/orderTypes.ts';
import type { StepName } from '../steps.ts';
import type { FlowState, FormSectionName, OrderForm } from './form.ts';

/*
 * The step rules as the root machine sees them: what they read of its context and what they offer. The rules are
 * a lazy chunk (machines/stepRules.ts, DESIGN.md, "The first screen") held in `context.stepRules`; this interface
 * is all the context knows of them, so the context and the rules do not import each other.
 */

/** The part of the order's context the step rules read; the root machine's context extends it. */
export interface RulesContext {
  plan: Plan | null;
  planClasses: PlanClass[];
  form: OrderForm;
  /** what the live validation of each field found (spec section 7), per section, by field path */
  liveChecks: Record<FormSectionName, LiveChecks>;
  flow: FlowState;
  partner: PartnerState;
  auth: AuthResponse | null;
  language: Language;
  today: CalendarDate;
}

/** What the rules did to the selection, told to the user (spec section 2, product step). */
export type SelectionNotice =
  /** `excludes`/`disables`: chosen add-ons that a new choice took out */
  | { type: 'removedByRules'; addonIds: Id[] }
  /** `forces_plan`: the order moved to another plan because of this add-on */
  | { type: 'planForced'; addonName: LocalizedText & { default: string }; fromPlan: string; toPlan: string }
  /** a plan link or a quote's address whose saved configuration the server no longer has: the plan's own is shown */
  | { type: 'savedConfigurationUnavailable' };

/** A selection that named something the plan does not have (spec section 8). */
export interface CatalogueError {
  kind: CatalogueLookupKind;
  id: Id;
}

/** One change of the cart's selection, applied by the catalogue's rules (spec sections 2, 4, 8). */
export interface SelectionUpdate {
  update: { form: OrderForm; catalogueError: null; selectionNotice: SelectionNotice | null } | { catalogueError: CatalogueError };
  /** the plan a forces_plan rule moves the order to */
  forcedPlan: string | null;
}

/** The contact of the quote form (spec sections 2, 5). */
export interface QuoteContact {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** The step rules module (machines/stepRules.ts), as the context holds it. */
export interface StepRules {
  isStepComplete(step: StepName, context: RulesContext): boolean;
  lastValidStep(plan: Plan, context: RulesContext): StepName;
  canVisitStep(plan: Plan, step: StepName, context: RulesContext): boolean;
  currentOrder(plan: Plan, context: RulesContext): Order;
  isInternational(plan: Plan, context: RulesContext): boolean;
  sectionBody(step: StepName, order: Order): Partial<Order>;
  quoteRequestOf(context: RulesContext, contact: QuoteContact | null): QuoteRequest;
  applySelectionChange(context: RulesContext, change: SelectionChange): SelectionUpdate;
  checkedSelection(context: RulesContext): { form?: OrderForm; catalogueError?: CatalogueError };
  initialSelection: typeof initialSelection;
  chooseOldConnection: typeof chooseOldConnection;
  bicTableToLoad: typeof bicTableToLoad;
  derivedBic: typeof derivedBic;
  withDerivedBic: typeof withDerivedBic;
  loadBicTable: typeof loadBicTable;
  cartRequestOf: typeof cartRequestOf;
  thankYouTargetOf: typeof thankYouTargetOf;
  buildPlanLink: typeof buildPlanLink;
  selectionFromPlanLink: typeof selectionFromPlanLink;
}
