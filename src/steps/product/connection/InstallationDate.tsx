import { useTranslation } from 'react-i18next';
import { defaultInstallationDate, installationDateRange } from '../../../domain/dates/installationDate.ts';
import type { InstallationDateChoice } from '../../../domain/schemas/connection.ts';
import { useOrderSelector } from '../../../shell/OrderFormContext.tsx';
import { RadioGroup } from '../../../ui/index.ts';
import { useConnectionEvents, useConnectionValue } from '../../shared/connectionForm.ts';
import { ClampedDateField, useFormatDate } from './ClampedDateField.tsx';

/**
 * The installation (wanted) date (spec sections 3, 9): the quickest, or a picked date; the default is today +
 * 14 days pushed past 25 Dec to 1 Jan, the picker reaches today + 180 days.
 */
export function InstallationDate({ title }: { title: string }) {
  const { t } = useTranslation();
  const { change } = useConnectionEvents();
  const choice = useConnectionValue((c) => c.installationDate);
  const wanted = useConnectionValue((c) => c.wantedDate);
  const today = useOrderSelector((snapshot) => snapshot.context.today);
  const formatDate = useFormatDate();
  const range = installationDateRange(today);
  return (
    <section className="space-y-4">
      <RadioGroup
        id="connection-installationDate"
        legend={title}
        name="installationDate"
        orientation="horizontal"
        value={choice}
        hint={choice === 'quickest' ? t('installation.quickestHint', { date: formatDate(defaultInstallationDate(today)) }) : undefined}
        onChange={(value) => {
          change('installationDate', value as InstallationDateChoice);
          if (value === 'pick' && wanted === null) change('wantedDate', defaultInstallationDate(today));
        }}
        options={[
          { value: 'quickest', label: t('installation.quickest') },
          { value: 'pick', label: t('installation.pick') },
        ]}
      />
      {choice === 'pick' ? (
        <ClampedDateField
          path="wantedDate"
          label={t('installation.date')}
          min={range.min}
          max={range.max}
          hint={t('installation.range', { min: formatDate(range.min), max: formatDate(range.max) })}
        />
      ) : null}
    </section>
  );
}
