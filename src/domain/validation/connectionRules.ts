import * as z from 'zod/mini';
import { needsBuildingDetails } from '../connectionChanges.ts';
import type { ConnectionInfo, LiveValidationType } from '../schemas/index.ts';
import { isActivationComplete, isProductComplete } from './requiredFields.ts';
import { liveCheckError, type LiveChecks } from './liveValidation.ts';
import { fallbackKeyOf, maxLength, messageKey, optionalText, pattern, validateField, type FieldError, type ValidationRule } from './messages.ts';
import { additionalLocationInfoSchema, companyNameSchema, personNameSchema, phoneNumberSchema } from './personalRules.ts';
import { isAreaCodeShape, isNumberAlreadyAdded, isSubscriberNumberShape, nationalDestinationCodeSchema, subscriberNumberSchema } from './phoneRules.ts';
import { previousTenantErrors } from './previousTenantRules.ts';

/**
 * The connection fields checked live (spec section 7's `type` list), by their path in the connection section.
 * `null`: only the local check (libphonenumber: area codes must be German landline codes), no server type.
 */
export const CONNECTION_LIVE_FIELDS = {
  'previousTenant.firstName': 'previousTenant.firstName',
  'previousTenant.lastName': 'previousTenant.lastName',
  'previousTenant.companyName': 'previousTenant.companyName',
  'previousTenant.prefix': 'previousTenant.phoneNumber.nationalDestinationCode',
  'portingNumbers.prefix': null,
  'portingBlock.nationalDestinationCode': null,
  'portingBlock.inquiryTerminal': 'portingEntry.block.inquiryTerminal',
  modemId: 'taeLocation.ftthModemId',
  homeId: 'taeLocation.homeId',
  lineId: 'taeLocation.lineId',
  houseJunctionBox: 'taeLocation.demarcInquiry',
  technicianContactPhone: 'phoneNumberOnActivationDay',
} as const satisfies Record<string, LiveValidationType | null>;
export type ConnectionLiveField = keyof typeof CONNECTION_LIVE_FIELDS;

/** Field errors by their path in the connection section (`previousTenant.firstName`, `portingNumbers.1.number`). */
export type ConnectionErrors = Record<string, FieldError>;

const keyed = (rule: ValidationRule, params: Record<string, string | number> = {}): FieldError => {
  const key = messageKey(rule);
  return { key, fallbackKey: fallbackKeyOf(key), params };
};
const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

type ConnectionCheck = (connection: ConnectionInfo, live: LiveChecks) => FieldError | null;

/** A field's local rule first, then its stored live check (spec section 5, then section 7), where the field is asked. */
function fieldCheck(field: string, schema: z.ZodMiniType, valueOf: (connection: ConnectionInfo) => string, applies: (connection: ConnectionInfo) => boolean = () => true): ConnectionCheck {
  const type = CONNECTION_LIVE_FIELDS[field as ConnectionLiveField] ?? null;
  return (connection, live) => {
    if (!applies(connection)) return null;
    const value = valueOf(connection);
    return validateField(schema, value) ?? liveCheckError(live, field, value, type);
  };
}

/** Digits only, 1 to 5 of them: the block's inquiry terminal (the server's pattern). */
const inquiryTerminalSchema = z.string().check(pattern(/^\d{1,5}$/, 'numeric'));
/** The base number of a block: 1 to 10 digits, not starting with 0 (a subscriber number's digits). */
const directDiallingSchema = z.string().check(
  z.refine((v) => v.trim() !== '', { error: messageKey('required'), abort: true }),
  pattern(/^\s*[1-9]\d{0,9}\s*$/, 'subscriberNumber'),
);
const optionalLiveText = optionalText(maxLength(60));
const requiredText = z.string().check(z.refine((v) => v.trim() !== '', { error: messageKey('required') }), maxLength(60));

const knowsTenant = (c: ConnectionInfo) => c.oldConnection === false && c.previousTenant.isKnown === true;
const tenantIsPerson = (c: ConnectionInfo) => knowsTenant(c) && (c.previousTenant.salutation === 'Mr' || c.previousTenant.salutation === 'Mrs');
const portsNumbers = (c: ConnectionInfo) => c.oldConnection === true && c.portingType === 'numbers';
const portsBlock = (c: ConnectionInfo) => c.oldConnection === true && c.portingType !== 'numbers';

/**
 * One check per field of the product step (spec sections 2, 4, 5), keyed by its path and in the order the step shows
 * the fields, each with the condition under which its field is asked: the old/new answer; for a new connection a
 * known previous tenant's salutation and names and the combined phone error; for an old connection the previous
 * provider and porting (single numbers under one prefix, none twice: `portingNumbers.{index}.number`, checked by
 * `portingNumberError`; or a block); a picked installation date. A stored live check that failed for the current
 * value is an error too. A keystroke runs its own field's check alone, the whole step's errors
 * (`productFieldErrors`) are every check in turn.
 */
export const productFieldChecks: Readonly<Record<string, ConnectionCheck>> = {
  oldConnection: (c) => (c.oldConnection === null ? keyed('required') : null),
  'previousTenant.salutation': (c) => (knowsTenant(c) ? (previousTenantErrors(c.previousTenant).salutation ?? null) : null),
  'previousTenant.companyName': fieldCheck('previousTenant.companyName', companyNameSchema, (c) => c.previousTenant.companyName, (c) => knowsTenant(c) && c.previousTenant.salutation === 'Company'),
  'previousTenant.firstName': fieldCheck('previousTenant.firstName', personNameSchema, (c) => c.previousTenant.firstName, tenantIsPerson),
  'previousTenant.lastName': fieldCheck('previousTenant.lastName', personNameSchema, (c) => c.previousTenant.lastName, tenantIsPerson),
  'previousTenant.prefix': (c, live) => (knowsTenant(c) ? previousTenantPhoneError(c.previousTenant.prefix, c.previousTenant.subscriberNumber, live) : null),
  previousEKPID: (c) => (c.oldConnection === true && blank(c.previousEKPID) ? keyed('required') : null),
  'portingNumbers.prefix': fieldCheck('portingNumbers.prefix', nationalDestinationCodeSchema, (c) => c.portingNumbers[0]?.prefix ?? '', portsNumbers),
  'portingBlock.nationalDestinationCode': fieldCheck('portingBlock.nationalDestinationCode', nationalDestinationCodeSchema, (c) => c.portingBlock.nationalDestinationCode, portsBlock),
  'portingBlock.directDialling': fieldCheck('portingBlock.directDialling', directDiallingSchema, (c) => c.portingBlock.directDialling, portsBlock),
  'portingBlock.inquiryTerminal': fieldCheck('portingBlock.inquiryTerminal', inquiryTerminalSchema, (c) => String(c.portingBlock.inquiryTerminal), portsBlock),
  wantedDate: (c) => (c.installationDate === 'pick' && blank(c.wantedDate) ? keyed('required') : null),
};

/** The product step's fields for a connection, in the order the step shows them: each porting number by its index. */
function productFieldsOf(connection: ConnectionInfo): string[] {
  const numbers = Array.from({ length: Math.max(connection.portingNumbers.length, 1) }, (_, index) => `portingNumbers.${index}.number`);
  return Object.keys(productFieldChecks).flatMap((field) => (field === 'portingNumbers.prefix' ? [field, ...numbers] : [field]));
}

/** The product step's field errors: each of its fields' checks in turn (`productFieldChecks`). */
export function productFieldErrors(connection: ConnectionInfo, live: LiveChecks = {}): ConnectionErrors {
  return errorsOf(productFieldsOf(connection), (field) => productFieldError(field, connection, live));
}

/** One field's error in the product step (its own check alone), or null: `productFieldErrors(connection, live)[field]`. */
export function productFieldError(field: string, connection: ConnectionInfo, live: LiveChecks = {}): FieldError | null {
  const check = productFieldChecks[field];
  return check ? check(connection, live) : portingNumberError(field, connection);
}

function errorsOf(fields: readonly string[], errorOf: (field: string) => FieldError | null): ConnectionErrors {
  const errors: ConnectionErrors = {};
  for (const field of fields) {
    const error = errorOf(field);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The previous tenant's phone (spec sections 2, 5): optional, but once either part is typed both are needed,
 * the area code a German landline code and the number 3 to 10 digits; one combined error for the pair.
 */
export function previousTenantPhoneError(prefix: string, subscriberNumber: string, live: LiveChecks = {}): FieldError | null {
  if (blank(prefix) && blank(subscriberNumber)) return null;
  if (!isAreaCodeShape(prefix)) return keyed('nationalDestinationCode');
  const remote = liveCheckError(live, 'previousTenant.prefix', prefix, CONNECTION_LIVE_FIELDS['previousTenant.prefix']);
  if (remote) return remote;
  if (!isSubscriberNumberShape(subscriberNumber)) return keyed('subscriberNumber');
  return null;
}

/**
 * `portingNumbers.{index}.number` (spec sections 2, 5): each number 3 to 10 digits, none the same as an earlier
 * entry's; at least one.
 */
function portingNumberError(field: string, connection: ConnectionInfo): FieldError | null {
  const match = /^portingNumbers\.(\d+)\.number$/.exec(field);
  if (!match || !portsNumbers(connection)) return null;
  const numbers = connection.portingNumbers;
  const index = Number(match[1]);
  if (numbers.length === 0) return index === 0 ? keyed('required') : null;
  const entry = numbers[index];
  if (!entry) return null;
  return validateField(subscriberNumberSchema, entry.number) ?? (isNumberAlreadyAdded(numbers.slice(0, index), entry) ? keyed('numberAlreadyAdded') : null);
}

const needsDetails = (c: ConnectionInfo) => needsBuildingDetails(c.buildingType);

/**
 * One check per field of the activation step (spec sections 2, 4, 5), in the order the step shows them: a building
 * type; apartment, office, factory and hospital also building detail, storey and flat location; a separate technician
 * phone when asked for; the optional ids and texts as their live checks and local rules say.
 */
export const activationFieldChecks: Readonly<Record<string, ConnectionCheck>> = {
  buildingType: (c) => (c.buildingType === null ? keyed('required') : null),
  buildingDetail: fieldCheck('buildingDetail', requiredText, (c) => c.buildingDetail, needsDetails),
  storey: fieldCheck('storey', requiredText, (c) => c.storey, needsDetails),
  flatLocation: fieldCheck('flatLocation', requiredText, (c) => c.flatLocation, needsDetails),
  technicianContactPhone: fieldCheck('technicianContactPhone', phoneNumberSchema, (c) => c.technicianContactPhone, (c) => c.hasSeparateTechnicianContactPhone),
  additionalLocationInfo: fieldCheck('additionalLocationInfo', additionalLocationInfoSchema, (c) => c.additionalLocationInfo),
  lineId: fieldCheck('lineId', optionalLiveText, (c) => c.lineId),
  modemId: fieldCheck('modemId', optionalLiveText, (c) => c.modemId),
  homeId: fieldCheck('homeId', optionalLiveText, (c) => c.homeId),
  houseJunctionBox: fieldCheck('houseJunctionBox', optionalLiveText, (c) => c.houseJunctionBox),
};

/** The activation step's field errors: each of its fields' checks in turn (`activationFieldChecks`). */
export function activationFieldErrors(connection: ConnectionInfo, live: LiveChecks = {}): ConnectionErrors {
  return errorsOf(Object.keys(activationFieldChecks), (field) => activationFieldError(field, connection, live));
}

/** One field's error in the activation step (its own check alone), or null: `activationFieldErrors(connection, live)[field]`. */
export function activationFieldError(field: string, connection: ConnectionInfo, live: LiveChecks = {}): FieldError | null {
  return activationFieldChecks[field]?.(connection, live) ?? null;
}

/** The product step may be left: complete as spec section 4 lists, and no entered value is invalid. */
export function isProductStepValid(connection: ConnectionInfo, live: LiveChecks = {}): boolean {
  return isProductComplete(connection) && Object.keys(productFieldErrors(connection, live)).length === 0;
}

/** The activation step may be left: complete as spec section 4 lists, and no entered value is invalid. */
export function isActivationStepValid(connection: ConnectionInfo, live: LiveChecks = {}): boolean {
  return isActivationComplete(connection) && Object.keys(activationFieldErrors(connection, live)).length === 0;
}
