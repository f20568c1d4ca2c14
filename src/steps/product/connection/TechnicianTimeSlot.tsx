import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { availableTimeSlots, effectiveTimeSlot, timeSlotOptionsOf } from '../../../domain/catalogue/timeSlots.ts';
import { effectiveSelection } from '../../../domain/catalogue/selection.ts';
import type { Plan } from '../../../domain/schemas/plan.ts';
import { useOrderSelector } from '../../../shell/OrderFormContext.tsx';
import { RadioGroup } from '../../../ui/index.ts';
import { useConnectionEvents, useConnectionValue } from '../../shared/connectionForm.ts';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The technician time slot (spec sections 4, 9): selectable only when more than one slot remains after the
 * rule-excluded ones (an express installation excludes the evening); morning by default; a single remaining
 * slot is shown as the appointment.
 */
export function TechnicianTimeSlot({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const options = timeSlotOptionsOf(plan);
  const stored = useConnectionValue((c) => c.technicianTimeSlotOptions);
  const chosen = useConnectionValue((c) => c.technicianTimeSlot);
  // the cart's rules run when the cart changes, not on every keystroke of the step
  const selection = useOrderSelector((snapshot) => snapshot.context.form.selectedCartAddons);
  const excluded = useMemo(() => effectiveSelection(plan, selection).excludedIds.map(String), [plan, selection]);
  // The order builder reads the slots from the connection info: keep them in step with the plan.
  const optionsChanged = !sameList(options, stored);
  useEffect(() => {
    if (optionsChanged) change('technicianTimeSlotOptions', options);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [optionsChanged]);
  const available = availableTimeSlots(options, excluded);
  const slot = effectiveTimeSlot(options, excluded, chosen);
  if (available.length === 0 || slot === null) return null;
  if (available.length === 1) return <p className="text-slate-800">{t('timeslot.only', { slot: t(`timeslot.${slot}`) })}</p>;
  return (
    <RadioGroup
      id="connection-technicianTimeSlot"
      legend={t('timeslot.title')}
      name="technicianTimeSlot"
      value={slot}
      onChange={(value) => change('technicianTimeSlot', value)}
      options={available.map((value) => ({ value, label: t(`timeslot.${value}`) }))}
    />
  );
}
