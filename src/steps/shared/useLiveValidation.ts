import type { OrderEvent } from '../../../machines/order.machine.ts';
import { CONNECTION_LIVE_FIELDS, type ConnectionLiveField } from '../../domain/validation/connectionRules.ts';
import { CUSTOMER_LIVE_FIELDS, type CustomerLiveField } from '../../domain/validation/customerRules.ts';
import type { LiveValidationType } from '../../domain/schemas/phoneValidation.ts';
import type { FieldStatus } from '../../ui/index.ts';
import { useLiveCheck } from '../../shell/useLiveCheck.ts';

/** Area codes must be German landline codes (spec section 5): checked with libphonenumber before the server. */
const AREA_CODE_FIELDS: ReadonlySet<ConnectionLiveField> = new Set(['previousTenant.prefix', 'portingNumbers.prefix', 'portingBlock.nationalDestinationCode']);

type LiveField = { section: 'connection'; field: ConnectionLiveField } | { section: 'customer'; field: CustomerLiveField };

const liveTypeOf = (live: LiveField): LiveValidationType | null =>
  live.section === 'connection' ? CONNECTION_LIVE_FIELDS[live.field] : CUSTOMER_LIVE_FIELDS[live.field];

/**
 * One live validation actor for a connection (or customer) field (spec sections 4, 7), run by the step's screen
 * with the element's api client; its results go to the root machine (`liveValidation.completed`), which the step
 * validity reads. Returns the field's mark: pending (spinner) or valid (checkmark).
 */
export function useLiveValidation(field: ConnectionLiveField, value: string): FieldStatus;
export function useLiveValidation(field: CustomerLiveField, value: string, section: 'customer'): FieldStatus;
export function useLiveValidation(field: ConnectionLiveField | CustomerLiveField, value: string, section: 'connection' | 'customer' = 'connection'): FieldStatus {
  const type = liveTypeOf({ section, field } as LiveField);
  const checkAreaCode = section === 'connection' && AREA_CODE_FIELDS.has(field as ConnectionLiveField);
  return useLiveCheck(
    field,
    type,
    value,
    (result): OrderEvent => ({ type: 'liveValidation.completed', section, field: result.field, value: result.value, valid: result.valid, flags: result.flags }),
    checkAreaCode,
  );
}
