import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { activationFieldError, activationFieldErrors, productFieldError, productFieldErrors, type ConnectionErrors } from '../../domain/validation/connectionRules.ts';
import type { FieldError } from '../../domain/validation/messages.ts';
import type { ConnectionInfo } from '../../domain/schemas/connection.ts';
import { sectionFieldId, useSectionEvents, useSectionValue, useShownFieldError } from './formBinding.ts';

export type ConnectionStep = 'product' | 'activation';

/** The control id of a connection field: ErrorSummary links point at it. */
export const fieldId = (path: string) => sectionFieldId('connection', path);

/** One value of the connection section: the component re-renders only when it changes. */
export function useConnectionValue<T>(select: (connection: ConnectionInfo) => T): T {
  return useSectionValue('connection', select);
}

/** `field.changed` and `field.touched` of the connection section, by the field's dotted path. */
export function useConnectionEvents() {
  return useSectionEvents('connection');
}

/** The step's field errors, by the domain's rules and the stored live checks (spec sections 4, 5, 7). */
export function stepErrorsOf(step: ConnectionStep, snapshot: OrderSnapshot): ConnectionErrors {
  const { connection } = snapshot.context.form;
  const live = snapshot.context.liveChecks.connection;
  return step === 'product' ? productFieldErrors(connection, live) : activationFieldErrors(connection, live);
}

/** The product step's and the activation step's field errors, for their error summaries. */
export const productErrorsOf = (snapshot: OrderSnapshot) => stepErrorsOf('product', snapshot);
export const activationErrorsOf = (snapshot: OrderSnapshot) => stepErrorsOf('activation', snapshot);

/**
 * The message a field shows: its error once validated (500 ms after it was touched, or after a failed
 * "next" on its step), else nothing.
 */
export function useFieldError(step: ConnectionStep, path: string): string | undefined {
  return useShownFieldError(step, 'connection', path, (snapshot) => fieldErrorOf(step, path, snapshot));
}

/** One field's error by its own rules alone (a keystroke checks its field, not the step). */
export function fieldErrorOf(step: ConnectionStep, path: string, snapshot: OrderSnapshot): FieldError | undefined {
  const { connection } = snapshot.context.form;
  const live = snapshot.context.liveChecks.connection;
  return (step === 'product' ? productFieldError(path, connection, live) : activationFieldError(path, connection, live)) ?? undefined;
}
