import * as z from 'zod/mini';

/** The rule families with translated, keyed messages (spec section 5). */
export const VALIDATION_RULES = [
  'minLength',
  'maxLength',
  'maxValue',
  'required',
  'numeric',
  'invalid',
  'dateFormat',
  'over18',
  'houseNumber',
  'validName',
  'email',
  'dateAfterToday',
  'iban',
  'bic',
  'alphanumeric',
  'germanCity',
  'numberAlreadyAdded',
  'lastDigit',
  'sameLength',
  'phoneNumber',
  'additionalLocationInfo',
  'subscriberNumber',
  'nationalDestinationCode',
  'germanMobileNumber',
  'validTitle',
  'street',
  'postalCode',
  'city',
  'passwordMismatch',
  'acceptDirectDebit',
  'acceptTerms',
  'acceptPersonalDataUse',
  'connectionAddress',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

export type ValidationKey = `validation.error.${ValidationRule}`;

/** The message key of a rule: validation.error.{rule} (spec section 5). */
export function messageKey(rule: ValidationRule): ValidationKey {
  return `validation.error.${rule}`;
}

/** The generic messages (spec section 5), the last fallback when no translation exists. */
export const GENERIC_MESSAGES = {
  'validation.error.required': 'Value is required',
  'validation.error.numeric': 'Value must be numeric',
  'validation.error.email': 'Value is not a valid email address',
  'validation.error.maxLength': 'The maximum length allowed is {max}',
  'validation.error.minLength': 'This field should be at least {min} characters long',
  'validation.error.maxValue': 'The maximum value allowed is {max}',
  'validation.error.invalid': 'Value is invalid',
} as const satisfies Partial<Record<ValidationKey, string>>;

type GenericKey = keyof typeof GENERIC_MESSAGES;

/** A failed rule: the key to translate, the generic key to fall back to, and the {min}/{max} parameters. */
export interface FieldError {
  key: ValidationKey;
  fallbackKey: GenericKey;
  params: Record<string, string | number>;
}

/** The generic key a rule falls back to (spec section 5: "a generic invalid message is the fallback"). */
export function fallbackKeyOf(key: ValidationKey): GenericKey {
  return key in GENERIC_MESSAGES ? (key as GenericKey) : 'validation.error.invalid';
}

/** The generic English text of an error with its parameters filled in (spec section 5). */
export function genericMessage(error: FieldError): string {
  return GENERIC_MESSAGES[error.fallbackKey].replace(/\{(\w+)\}/g, (whole, name: string) => String(error.params[name] ?? whole));
}

function isValidationKey(message: string | undefined): message is ValidationKey {
  return typeof message === 'string' && (VALIDATION_RULES as readonly string[]).includes(message.replace(/^validation\.error\./, '')) && message.startsWith('validation.error.');
}

/** A zod issue as a keyed field error with {min}/{max} parameters (spec section 5). */
export function issueToFieldError(issue: z.core.$ZodIssue): FieldError {
  const params: Record<string, string | number> = {};
  let key: ValidationKey = isValidationKey(issue.message) ? issue.message : messageKey('invalid');
  switch (issue.code) {
    case 'too_small':
      params.min = Number(issue.minimum);
      if (!isValidationKey(issue.message)) key = messageKey('minLength');
      break;
    case 'too_big':
      params.max = Number(issue.maximum);
      if (!isValidationKey(issue.message)) key = messageKey(issue.origin === 'string' ? 'maxLength' : 'maxValue');
      break;
    case 'invalid_type':
      if (!isValidationKey(issue.message)) key = messageKey('required');
      break;
    case 'custom':
      for (const [name, value] of Object.entries(issue.params ?? {})) {
        if (typeof value === 'string' || typeof value === 'number') params[name] = value;
      }
      break;
    default:
      break;
  }
  return { key, fallbackKey: fallbackKeyOf(key), params };
}

/** Validate one field: the first failed rule, or null when valid. Never throws (spec section 5). */
export function validateField(schema: z.ZodMiniType, value: unknown): FieldError | null {
  const result = z.safeParse(schema, value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issueToFieldError(issue) : { key: messageKey('invalid'), fallbackKey: 'validation.error.invalid', params: {} };
}

/** Validate an object form: the first error of each field, keyed by its dotted path (spec section 5). */
export function validateForm(schema: z.ZodMiniType, value: unknown): Record<string, FieldError> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueToFieldError(issue);
  }
  return errors;
}

/** A check that the trimmed text is not empty; stops the field's other checks (spec section 5, required). */
export function required(): z.core.$ZodCheck<string> {
  return z.refine((v: string) => v.trim().length > 0, { error: messageKey('required'), abort: true });
}

/** Minimum length with the {min} parameter (spec section 5). */
export function minLength(min: number): z.core.$ZodCheck<string> {
  return z.minLength(min, messageKey('minLength'));
}

/** Maximum length with the {max} parameter (spec section 5). */
export function maxLength(max: number): z.core.$ZodCheck<string> {
  return z.maxLength(max, messageKey('maxLength'));
}

/** A pattern whose failure is the given rule (spec section 5). */
export function pattern(regex: RegExp, rule: ValidationRule): z.core.$ZodCheck<string> {
  return z.regex(regex, messageKey(rule));
}

/** A custom rule on the value (spec section 5). */
export function rule(test: (value: string) => boolean, name: ValidationRule, params?: Record<string, string | number>): z.core.$ZodCheck<string> {
  return z.refine(test, { error: messageKey(name), params });
}

/** An optional text: blank passes, otherwise the checks apply with their own messages (spec section 5). */
export function optionalText(...checks: z.core.$ZodCheck<string>[]): z.ZodMiniString<string> {
  const filled = z.string().check(...checks);
  return z.string().check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') return;
      const result = z.safeParse(filled, value);
      if (result.success) return;
      for (const issue of result.error.issues) {
        const error = issueToFieldError(issue);
        ctx.addIssue({ code: 'custom', message: error.key, params: error.params, input: value });
      }
    }),
  );
}

/**
 * A schema builder that builds each schema once per key: zod schemas are costly to build (a step mounting its
 * fields built the same ones dozens of times), and each is pure, so one built schema serves every later call.
 */
export function memoisedSchema<Key, Schema>(build: (key: Key) => Schema): (key: Key) => Schema {
  const built = new Map<Key, Schema>();
  return (key) => {
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(key);
      built.set(key, schema);
    }
    return schema;
  };
}
