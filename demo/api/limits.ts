import { CITY_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH, STREET_MAX_LENGTH } from '../../src/domain/validation/addressRules.ts';
import {
  ADDITIONAL_LOCATION_INFO_MAX_LENGTH,
  CLIENT_REFERENCE_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  VAT_ID_MAX_LENGTH,
} from '../../src/domain/validation/personalRules.ts';
import { AREA_CODE_MAX_DIGITS, SUBSCRIBER_NUMBER_MAX_DIGITS } from '../../src/domain/validation/phoneRules.ts';

/** The largest request body: an order with every add-on of the largest plan (24) is some 8 KB. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** Any list in a body (add-ons, a plan link's configuration, porting numbers): a plan has at most 24 add-ons. */
export const MAX_ARRAY_ITEMS = 100;
/** Any string without a field rule below (add-on names, codes, hashes, free texts). */
export const MAX_STRING_LENGTH = 200;
/** Keys of one object, and how deep objects and lists nest (the order is four levels deep). */
export const MAX_OBJECT_KEYS = 60;
export const MAX_DEPTH = 8;
/** Query parameters of one request: the voucher check's two per cart add-on and a few more. */
export const MAX_QUERY_PARAMETERS = 2 * MAX_ARRAY_ITEMS + 10;
export const MAX_QUERY_NAME_LENGTH = 60;

/** Spec section 5: 1 to 5 digits, then optionally one letter, space, hyphen or slash, then up to 4 more characters. */
const HOUSE_NUMBER_MAX_LENGTH = 10;
/** The contact phone goes out with its country prefix in front of the field's digits (`0043...`). */
const SENT_PHONE_MAX_LENGTH = PHONE_MAX_LENGTH + 5;

/**
 * The longest value of a string field, by the field's name wherever it appears (body or query): the spec's lengths
 * (sections 5 and 9) as the element's own rules hold them, so that nothing the element lets through is refused.
 */
export const fieldMaxLength: Readonly<Record<string, number>> = {
  street: STREET_MAX_LENGTH,
  houseNumber: HOUSE_NUMBER_MAX_LENGTH,
  zipCode: POSTAL_CODE_MAX_LENGTH,
  postalCode: POSTAL_CODE_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  companyName: COMPANY_NAME_MAX_LENGTH,
  // the account owner is a person or a company: the field takes a company name's length
  owner: COMPANY_NAME_MAX_LENGTH,
  title: TITLE_MAX_LENGTH,
  phoneNumber: SENT_PHONE_MAX_LENGTH,
  phoneNumberOnActivationDay: SENT_PHONE_MAX_LENGTH,
  email: 254,
  nationalDestinationCode: AREA_CODE_MAX_DIGITS,
  subscriberNumber: SUBSCRIBER_NUMBER_MAX_DIGITS,
  subscriberNumbers: SUBSCRIBER_NUMBER_MAX_DIGITS,
  directDialling: SUBSCRIBER_NUMBER_MAX_DIGITS,
  vatId: VAT_ID_MAX_LENGTH,
  comment: COMMENT_MAX_LENGTH,
  customerReference: CLIENT_REFERENCE_MAX_LENGTH,
  referenceNumber: 30,
  password: PASSWORD_MAX_LENGTH,
  iban: 34,
  bic: 11,
  birthday: 10,
  terminationDate: 10,
  wantedDate: 10,
  additionLocationInfo: ADDITIONAL_LOCATION_INFO_MAX_LENGTH,
  // the company lookup's search text
  text: COMPANY_NAME_MAX_LENGTH,
};

/** The most items of a list, by the list's name; `MAX_ARRAY_ITEMS` for any other. */
export const listMaxItems: Readonly<Record<string, number>> = {
  // the product step offers ten porting numbers
  subscriberNumbers: 10,
  // the autocomplete's countries: DE, or AUT, FRA and NLD for international plans
  country: 4,
};

/** A limit broken, in the shape of the zod issues a 400 lists (`path`, `code`, `message`). */
export interface LimitIssue {
  path: Array<string | number>;
  /** too long, too many or too deep; `invalid_key`: a query parameter in a form the route does not read */
  code: 'too_big' | 'invalid_key';
  origin: 'string' | 'array' | 'object' | 'query';
  maximum: number;
  message: string;
}

function issue(path: Array<string | number>, origin: LimitIssue['origin'], maximum: number, message: string): LimitIssue {
  return { path, code: 'too_big', origin, maximum, message };
}

/** The name a value's rule is found by: its key, or for a list item the list's key. */
function fieldNameOf(path: ReadonlyArray<string | number>): string | undefined {
  for (let index = path.length - 1; index >= 0; index--) if (typeof path[index] === 'string') return path[index] as string;
  return undefined;
}

/** Every limit a parsed JSON body breaks (an empty list when it keeps them all), depth first, at most a few. */
export function bodyLimitIssues(value: unknown): LimitIssue[] {
  const issues: LimitIssue[] = [];
  const visit = (node: unknown, path: Array<string | number>): void => {
    if (issues.length >= 10) return;
    if (typeof node === 'string') {
      const name = fieldNameOf(path);
      const max = (name !== undefined ? fieldMaxLength[name] : undefined) ?? MAX_STRING_LENGTH;
      if (node.length > max) issues.push(issue(path, 'string', max, `At most ${max} characters`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (path.length >= MAX_DEPTH) {
      issues.push(issue(path, 'object', MAX_DEPTH, `Nested at most ${MAX_DEPTH} levels deep`));
      return;
    }
    if (Array.isArray(node)) {
      const name = fieldNameOf(path);
      const max = (name !== undefined ? listMaxItems[name] : undefined) ?? MAX_ARRAY_ITEMS;
      if (node.length > max) {
        issues.push(issue(path, 'array', max, `At most ${max} items`));
        return;
      }
      node.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    const keys = Object.keys(node);
    if (keys.length > MAX_OBJECT_KEYS) {
      issues.push(issue(path, 'object', MAX_OBJECT_KEYS, `At most ${MAX_OBJECT_KEYS} fields`));
      return;
    }
    for (const key of keys) visit((node as Record<string, unknown>)[key], [...path, key]);
  };
  visit(value, []);
  return issues;
}

/** Every limit a query breaks: how many parameters, their names' lengths, and each value by its name's rule. */
export function queryLimitIssues(params: URLSearchParams): LimitIssue[] {
  const entries = [...params];
  if (entries.length > MAX_QUERY_PARAMETERS) return [issue([], 'query', MAX_QUERY_PARAMETERS, `At most ${MAX_QUERY_PARAMETERS} query parameters`)];
  const issues: LimitIssue[] = [];
  for (const [name, value] of entries) {
    if (name.length > MAX_QUERY_NAME_LENGTH) {
      issues.push(issue([name.slice(0, MAX_QUERY_NAME_LENGTH)], 'query', MAX_QUERY_NAME_LENGTH, `A parameter name of at most ${MAX_QUERY_NAME_LENGTH} characters`));
      continue;
    }
    const max = fieldMaxLength[name] ?? MAX_STRING_LENGTH;
    if (value.length > max) issues.push(issue([name], 'string', max, `At most ${max} characters`));
  }
  return issues;
}
