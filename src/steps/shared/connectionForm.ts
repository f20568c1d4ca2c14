import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { activationFieldError, activationFieldErrors, productFieldError, productFieldErrors, type ConnectionErrors } from '../../domain/validation/connectionRules.ts';
import type { FieldError } from '../../domain/validation/messages.ts';
import type { ConnectionInfo } from '../../domain/schemas/connection.ts';
import { useOrderSelector, useOrderSend } from '../../shell/OrderFormContext.tsx';
import { useOrderTyping } from '../../shell/typedChanges.ts';
import { translateError } from '../../i18n/translateError.ts';

export type ConnectionStep = 'product' | 'activation';

/** The control id of a connection field: ErrorSummary links point at it. */
export const fieldId = (path: string) => `connection-${path.replace(/\./g, '-')}`;

/** One value of the connection section: the component re-renders only when it changes. */
export function useConnectionValue<T>(select: (connection: ConnectionInfo) => T): T {
  return useOrderSelector((snapshot) => select(snapshot.context.form.connection));
}

/**
 * `field.changed` (a choice, or a keystroke that reaches the machine after its frame) and `field.touched` of the
 * connection section, by the field's dotted path.
 */
export function useConnectionEvents() {
  const send = useOrderSend();
  const typing = useOrderTyping();
  return {
    change: (path: string, value: unknown) => send({ type: 'field.changed', section: 'connection', path, value }),
    typeIn: (path: string, value: unknown) => typing({ type: 'field.changed', section: 'connection', path, value }),
    touch: (path: string) => send({ type: 'field.touched', section: 'connection', path }),
  };
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

const sameError = (a: FieldError | undefined, b: FieldError | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.key === b.key && JSON.stringify(a.params) === JSON.stringify(b.params));

/**
 * The message a field shows: its error once validated (500 ms after it was touched, or after a failed
 * "next" on its step), else nothing.
 */
export function useFieldError(step: ConnectionStep, path: string): string | undefined {
  const { t } = useTranslation();
  const error = useOrderSelector((snapshot) => (isShown(snapshot, step, path) ? fieldErrorOf(step, path, snapshot) : undefined), sameError);
  return error ? translateError(t, error) : undefined;
}

const isShown = (snapshot: OrderSnapshot, step: ConnectionStep, path: string) =>
  snapshot.context.validated.includes(`step.${step}`) || snapshot.context.validated.includes(`connection.${path}`);

/** One field's error by its own rules alone (a keystroke checks its field, not the step). */
export function fieldErrorOf(step: ConnectionStep, path: string, snapshot: OrderSnapshot): FieldError | undefined {
  const { connection } = snapshot.context.form;
  const live = snapshot.context.liveChecks.connection;
  return (step === 'product' ? productFieldError(path, connection, live) : activationFieldError(path, connection, live)) ?? undefined;
}
