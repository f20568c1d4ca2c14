import { useTranslation } from 'react-i18next';
import { showsAdditionalNumbers } from '../../../domain/catalogue/additionalNumbers.ts';
import { useOrderSelector } from '../../../shell/OrderFormContext.tsx';
import { useConnectionValue } from '../../shared/connectionForm.ts';
import { AdditionalNumbers } from './AdditionalNumbers.tsx';
import { InstallationDate } from './InstallationDate.tsx';
import { Porting } from './Porting.tsx';
import { PreviousTenant } from './PreviousTenant.tsx';
import { TechnicianTimeSlot } from './TechnicianTimeSlot.tsx';

/**
 * The connection part of the product step after the old/new question (spec section 2): the previous tenant
 * for a new connection, porting for an old one, additional numbers when section 4 shows them, the technician
 * time slot and the installation (or, without a line, the porting's wanted) date.
 */
export function ConnectionDetails() {
  const { t } = useTranslation();
  const plan = useOrderSelector((snapshot) => snapshot.context.plan);
  const oldConnection = useConnectionValue((c) => c.oldConnection);
  const additionalNumbers = useOrderSelector(
    (snapshot) => snapshot.context.plan !== null && showsAdditionalNumbers(snapshot.context.plan, snapshot.context.form.connection.oldConnection, snapshot.context.form.selectedCartAddons),
  );
  if (!plan) return null;
  const isLine = plan.category === 'TAL';
  return (
    <div className="space-y-8" data-part="connection-details">
      {oldConnection === false ? <PreviousTenant /> : null}
      {oldConnection === true ? <Porting /> : null}
      {additionalNumbers ? <AdditionalNumbers plan={plan} /> : null}
      {isLine ? <TechnicianTimeSlot plan={plan} /> : null}
      {isLine ? <InstallationDate title={t('installation.title')} /> : null}
      {!isLine && oldConnection === true ? <InstallationDate title={t('porting.wantedDate')} /> : null}
    </div>
  );
}
