import { useTranslation } from 'react-i18next';
import { earliestOrderDate } from '../../../domain/dates/orderDates.ts';
import type { PortingType } from '../../../domain/schemas/connection.ts';
import { useOrderSelector } from '../../../shell/OrderFormContext.tsx';
import { Checkbox, RadioGroup } from '../../../ui/index.ts';
import { useConnectionEvents, useConnectionValue } from '../../shared/connectionForm.ts';
import { ClampedDateField, useFormatDate } from './ClampedDateField.tsx';
import { PortingBlock } from './PortingBlock.tsx';
import { PortingNumbers } from './PortingNumbers.tsx';
import { ProviderChoice } from './ProviderChoice.tsx';

/**
 * Porting for an old connection (spec sections 2, 3): the previous provider, whether it is already cancelled
 * (then its termination date, never earlier than today + 14), and single numbers or a number block.
 */
export function Porting() {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const cancelled = useConnectionValue((c) => c.previousProviderCancelled);
  const portingType = useConnectionValue((c) => c.portingType);
  const today = useOrderSelector((snapshot) => snapshot.context.today);
  const formatDate = useFormatDate();
  const earliest = earliestOrderDate(today);
  return (
    <section className="space-y-5" aria-labelledby="porting-title">
      <h2 id="porting-title" className="text-lg font-semibold">
        {t('porting.title')}
      </h2>
      <ProviderChoice />
      <Checkbox
        id="connection-previousProviderCancelled"
        name="previousProviderCancelled"
        label={t('porting.cancelled')}
        checked={cancelled}
        onChange={(checked) => {
          change('previousProviderCancelled', checked);
          if (!checked) change('terminationDate', null);
        }}
      />
      {cancelled ? (
        <ClampedDateField path="terminationDate" label={t('porting.terminationDate')} min={earliest} hint={t('dates.earliest', { date: formatDate(earliest) })} />
      ) : null}
      <RadioGroup
        id="connection-portingType"
        legend={t('porting.type.label')}
        name="portingType"
        orientation="horizontal"
        value={portingType}
        onChange={(value) => change('portingType', value as PortingType)}
        options={[
          { value: 'numbers', label: t('porting.type.numbers') },
          { value: 'block', label: t('porting.type.block') },
        ]}
      />
      {portingType === 'numbers' ? <PortingNumbers /> : <PortingBlock />}
    </section>
  );
}
