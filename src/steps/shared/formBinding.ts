import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import type { FormSectionName, OrderForm } from '../../../machines/order/form.ts';
import type { StepName } from '../../../machines/steps.ts';
import type { FieldError } from '../../domain/validation/messages.ts';
import { useOrderSelector, useOrderSend } from '../../shell/OrderFormContext.tsx';
import { useOrderTyping } from '../../shell/typedChanges.ts';
import { translateError } from '../../i18n/translateError.ts';

/*
 * How a step binds a form section of the root machine (`form.connection`, `form.customer`): its fields' control ids,
 * one value per selector, the events that change and touch a field, and the message a field shows. The steps'
 * own form modules (customerForm.ts, connectionForm.ts) give it their section, step and rules.
 */

/** The control id of a field of a section (`customer-accountBIC`): ErrorSummary links point at it. */
export const sectionFieldId = (section: FormSectionName, path: string) => `${section}-${path.replace(/\./g, '-')}`;

/** One value of a form section: the component re-renders only when it changes. */
export function useSectionValue<Section extends FormSectionName, T>(section: Section, select: (values: OrderForm[Section]) => T): T {
  return useOrderSelector((snapshot) => select(snapshot.context.form[section]));
}

/**
 * `field.changed` (a choice, or a keystroke that reaches the machine after its frame) and `field.touched` of a form
 * section, by the field's dotted path.
 */
export function useSectionEvents(section: FormSectionName) {
  const send = useOrderSend();
  const typing = useOrderTyping();
  return {
    change: (path: string, value: unknown) => send({ type: 'field.changed', section, path, value }),
    typeIn: (path: string, value: unknown) => typing({ type: 'field.changed', section, path, value }),
    touch: (path: string) => send({ type: 'field.touched', section, path }),
  };
}

/** The same error for a field's selector: the same message key and parameters, so a keystroke that keeps it renders nothing. */
export const sameError = (a: FieldError | undefined, b: FieldError | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.key === b.key && JSON.stringify(a.params) === JSON.stringify(b.params));

/** One field's error by its own check alone (a keystroke checks its field, not the step), as a step reads it. */
export type FieldErrorOf = (snapshot: OrderSnapshot, path: string) => FieldError | undefined;

/** Whether a field shows its message: validated (500 ms after touch, or after a failed "next" on its step). */
const isShown = (snapshot: OrderSnapshot, step: StepName, section: FormSectionName, path: string) =>
  snapshot.context.validated.includes(`step.${step}`) || snapshot.context.validated.includes(`${section}.${path}`);

/** The message a field of a step shows once validated, else nothing; until then its rules are not run at all. */
export function useShownFieldError(step: StepName, section: FormSectionName, path: string, errorOf: FieldErrorOf): string | undefined {
  const { t } = useTranslation();
  const error = useOrderSelector((snapshot) => (isShown(snapshot, step, section, path) ? errorOf(snapshot, path) : undefined), sameError);
  return error ? translateError(t, error) : undefined;
}
