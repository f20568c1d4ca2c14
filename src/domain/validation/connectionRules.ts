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

/** A field's local rule first, then its stored live check (spec section 5, then section 7). */
function check(errors: ConnectionErrors, field: string, schema: z.ZodMiniType, value: string, live: LiveChecks) {
  const local = validateField(schema, value);
  const remote = local ? null : liveCheckError(live, field, value, CONNECTION_LIVE_FIELDS[field as ConnectionLiveField] ?? null);
  const error = local ?? remote;
  if (error) errors[field] = error;
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

/**
 * The product step's field errors (spec sections 2, 4, 5): the old/new answer; for a new connection a known
 * previous tenant's salutation and names and the combined phone error; for an old connection the previous
 * provider and porting (single numbers under one prefix, none twice, or a block); a picked installation date.
 * A stored live check that failed for the current value is an error too.
 */
export function productFieldErrors(connection: ConnectionInfo, live: LiveChecks = {}): ConnectionErrors {
  const errors: ConnectionErrors = {};
  if (connection.oldConnection === null) errors.oldConnection = keyed('required');
  const tenant = connection.previousTenant;
  if (connection.oldConnection === false && tenant.isKnown === true) {
    const missing = previousTenantErrors(tenant);
    if (missing.salutation) errors['previousTenant.salutation'] = missing.salutation;
    if (tenant.salutation === 'Company') check(errors, 'previousTenant.companyName', companyNameSchema, tenant.companyName, live);
    if (tenant.salutation === 'Mr' || tenant.salutation === 'Mrs') {
      check(errors, 'previousTenant.firstName', personNameSchema, tenant.firstName, live);
      check(errors, 'previousTenant.lastName', personNameSchema, tenant.lastName, live);
    }
    const phone = previousTenantPhoneError(tenant.prefix, tenant.subscriberNumber, live);
    if (phone) errors['previousTenant.prefix'] = phone;
  }
  if (connection.oldConnection === true) {
    if (blank(connection.previousEKPID)) errors.previousEKPID = keyed('required');
    if (connection.portingType === 'numbers') Object.assign(errors, portingNumbersErrors(connection, live));
    else {
      const block = connection.portingBlock;
      check(errors, 'portingBlock.nationalDestinationCode', nationalDestinationCodeSchema, block.nationalDestinationCode, live);
      check(errors, 'portingBlock.directDialling', directDiallingSchema, block.directDialling, live);
      check(errors, 'portingBlock.inquiryTerminal', inquiryTerminalSchema, String(block.inquiryTerminal), live);
    }
  }
  if (connection.installationDate === 'pick' && blank(connection.wantedDate)) errors.wantedDate = keyed('required');
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

/** Single numbers (spec sections 2, 5): one area code, each number 3 to 10 digits, no number twice. */
function portingNumbersErrors(connection: ConnectionInfo, live: LiveChecks): ConnectionErrors {
  const errors: ConnectionErrors = {};
  const numbers = connection.portingNumbers;
  check(errors, 'portingNumbers.prefix', nationalDestinationCodeSchema, numbers[0]?.prefix ?? '', live);
  if (numbers.length === 0) errors['portingNumbers.0.number'] = keyed('required');
  numbers.forEach((entry, index) => {
    const field = `portingNumbers.${index}.number`;
    const local = validateField(subscriberNumberSchema, entry.number);
    if (local) errors[field] = local;
    else if (isNumberAlreadyAdded(numbers.slice(0, index), entry)) errors[field] = keyed('numberAlreadyAdded');
  });
  return errors;
}

/**
 * The activation step's field errors (spec sections 2, 4, 5): a building type; apartment, office, factory and
 * hospital also building detail, storey and flat location; a separate technician phone when asked for; the
 * optional ids and texts as their live checks and local rules say.
 */
export function activationFieldErrors(connection: ConnectionInfo, live: LiveChecks = {}): ConnectionErrors {
  const errors: ConnectionErrors = {};
  if (connection.buildingType === null) errors.buildingType = keyed('required');
  if (needsBuildingDetails(connection.buildingType)) {
    check(errors, 'buildingDetail', requiredText, connection.buildingDetail, live);
    check(errors, 'storey', requiredText, connection.storey, live);
    check(errors, 'flatLocation', requiredText, connection.flatLocation, live);
  }
  if (connection.hasSeparateTechnicianContactPhone) check(errors, 'technicianContactPhone', phoneNumberSchema, connection.technicianContactPhone, live);
  check(errors, 'additionalLocationInfo', additionalLocationInfoSchema, connection.additionalLocationInfo, live);
  for (const field of ['lineId', 'modemId', 'homeId', 'houseJunctionBox'] as const) check(errors, field, optionalLiveText, connection[field], live);
  return errors;
}

/** A field's local rule, then its stored live check, as `check` adds it to a step's errors. */
function checkOne(field: string, schema: z.ZodMiniType, value: string, live: LiveChecks): FieldError | null {
  return validateField(schema, value) ?? liveCheckError(live, field, value, CONNECTION_LIVE_FIELDS[field as ConnectionLiveField] ?? null);
}

/**
 * One field's error in the product step, or null: `productFieldErrors(connection, live)[field]`, with only that
 * field's rules run (a keystroke's own work). A property test holds the two to the same answers.
 */
export function productFieldError(field: string, connection: ConnectionInfo, live: LiveChecks = {}): FieldError | null {
  const tenant = connection.previousTenant;
  const knownTenant = connection.oldConnection === false && tenant.isKnown === true;
  const person = knownTenant && (tenant.salutation === 'Mr' || tenant.salutation === 'Mrs');
  const block = connection.oldConnection === true && connection.portingType !== 'numbers' ? connection.portingBlock : null;
  const numbers = connection.oldConnection === true && connection.portingType === 'numbers' ? connection.portingNumbers : null;
  switch (field) {
    case 'oldConnection':
      return connection.oldConnection === null ? keyed('required') : null;
    case 'previousTenant.salutation':
      return knownTenant ? (previousTenantErrors(tenant).salutation ?? null) : null;
    case 'previousTenant.companyName':
      return knownTenant && tenant.salutation === 'Company' ? checkOne(field, companyNameSchema, tenant.companyName, live) : null;
    case 'previousTenant.firstName':
      return person ? checkOne(field, personNameSchema, tenant.firstName, live) : null;
    case 'previousTenant.lastName':
      return person ? checkOne(field, personNameSchema, tenant.lastName, live) : null;
    case 'previousTenant.prefix':
      return knownTenant ? previousTenantPhoneError(tenant.prefix, tenant.subscriberNumber, live) : null;
    case 'previousEKPID':
      return connection.oldConnection === true && blank(connection.previousEKPID) ? keyed('required') : null;
    case 'portingNumbers.prefix':
      return numbers ? checkOne(field, nationalDestinationCodeSchema, numbers[0]?.prefix ?? '', live) : null;
    case 'portingBlock.nationalDestinationCode':
      return block ? checkOne(field, nationalDestinationCodeSchema, block.nationalDestinationCode, live) : null;
    case 'portingBlock.directDialling':
      return block ? checkOne(field, directDiallingSchema, block.directDialling, live) : null;
    case 'portingBlock.inquiryTerminal':
      return block ? checkOne(field, inquiryTerminalSchema, String(block.inquiryTerminal), live) : null;
    case 'wantedDate':
      return connection.installationDate === 'pick' && blank(connection.wantedDate) ? keyed('required') : null;
    default:
      return numbers ? portingNumberError(field, numbers) : null;
  }
}

/** `portingNumbers.{index}.number`: its own rule, then whether an earlier entry has the same number. */
function portingNumberError(field: string, numbers: ConnectionInfo['portingNumbers']): FieldError | null {
  const match = /^portingNumbers\.(\d+)\.number$/.exec(field);
  if (!match) return null;
  const index = Number(match[1]);
  if (numbers.length === 0) return index === 0 ? keyed('required') : null;
  const entry = numbers[index];
  if (!entry) return null;
  return validateField(subscriberNumberSchema, entry.number) ?? (isNumberAlreadyAdded(numbers.slice(0, index), entry) ? keyed('numberAlreadyAdded') : null);
}

const ACTIVATION_TEXT_FIELDS = new Set(['lineId', 'modemId', 'homeId', 'houseJunctionBox']);
const BUILDING_DETAIL_FIELDS = new Set(['buildingDetail', 'storey', 'flatLocation']);

/** One field's error in the activation step, or null: `activationFieldErrors(connection, live)[field]`, alone. */
export function activationFieldError(field: string, connection: ConnectionInfo, live: LiveChecks = {}): FieldError | null {
  if (field === 'buildingType') return connection.buildingType === null ? keyed('required') : null;
  if (BUILDING_DETAIL_FIELDS.has(field)) {
    return needsBuildingDetails(connection.buildingType) ? checkOne(field, requiredText, connection[field as 'storey'], live) : null;
  }
  if (field === 'technicianContactPhone') {
    return connection.hasSeparateTechnicianContactPhone ? checkOne(field, phoneNumberSchema, connection.technicianContactPhone, live) : null;
  }
  if (field === 'additionalLocationInfo') return checkOne(field, additionalLocationInfoSchema, connection.additionalLocationInfo, live);
  if (ACTIVATION_TEXT_FIELDS.has(field)) return checkOne(field, optionalLiveText, connection[field as 'lineId'], live);
  return null;
}

/** The product step may be left: complete as spec section 4 lists, and no entered value is invalid. */
export function isProductStepValid(connection: ConnectionInfo, live: LiveChecks = {}): boolean {
  return isProductComplete(connection) && Object.keys(productFieldErrors(connection, live)).length === 0;
}

/** The activation step may be left: complete as spec section 4 lists, and no entered value is invalid. */
export function isActivationStepValid(connection: ConnectionInfo, live: LiveChecks = {}): boolean {
  return isActivationComplete(connection) && Object.keys(activationFieldErrors(connection, live)).length === 0;
}
