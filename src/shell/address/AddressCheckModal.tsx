import { useSelector } from '@xstate/react';
import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressCheckActor } from '../../../machines/addressCheck.machine.ts';
import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { serviceCountryForPlan } from '../../domain/countryLookups.ts';
import type { CheckedAddress } from '../../domain/schemas/address.ts';
import { Button, Dialog, Spinner } from '../../ui/index.ts';
import { useApi, useOrderActor, useOrderRuntime, useOrderSelector, useOrderSend } from '../OrderFormContext.tsx';
import { addressCheckPlanOf } from './addressCheckPlanOf.ts';
import { AddressSearch } from './AddressSearch.tsx';
import { AVAILABILITY_NAMESPACE, loadAvailabilityTexts } from './availabilityTexts.ts';
import { CheckResult } from './CheckResult.tsx';
import { ManualAddressForm } from './ManualAddressForm.tsx';
import { useAddressCheck } from './useAddressCheck.ts';
import { VerifiedAddressPanel } from './VerifiedAddressPanel.tsx';

export type ContentMode = 'loading' | 'onlyApc' | 'apcAndQuote' | 'onlyQuote';

export const contentModeOf = (snapshot: OrderSnapshot): ContentMode => {
  for (const mode of ['onlyApc', 'apcAndQuote', 'onlyQuote'] as const) {
    if (snapshot.matches({ ready: { modal: { addressCheck: mode } } })) return mode;
  }
  return 'loading';
};

const verifiedAddressOf = (snapshot: OrderSnapshot): CheckedAddress | null => {
  const address = snapshot.context.form.customer.connectionAddress;
  if (!address.isApiValid || !address.street) return null;
  return { street: address.street, houseNumber: address.houseNumber, zipCode: address.postalCode, city: address.region, country: address.country };
};

const sameAddress = (a: CheckedAddress | null, b: CheckedAddress | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The address-availability modal (spec section 2), the address-check chunk: its texts, the child machine and its
 * screens. Not dismissable while no address is verified; the page's scroll is locked while it is open.
 */
export default function AddressCheckModal() {
  const api = useApi();
  const runtime = useOrderRuntime();
  use(loadAvailabilityTexts(api, runtime.i18n));
  const { t } = useTranslation(AVAILABILITY_NAMESPACE);
  const { t: tOrder } = useTranslation();
  const send = useOrderSend();
  const mode = useOrderSelector(contentModeOf);
  const dismissable = useOrderSelector((snapshot) => snapshot.can({ type: 'addressCheck.dismissed' }));
  const plan = useOrderSelector(addressCheckPlanOf, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const verified = useOrderSelector(verifiedAddressOf, sameAddress);
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const order = useOrderActor();
  const actor = useAddressCheck({ plan, language, verified });
  const updating = useSelector(actor, (snapshot) => snapshot.hasTag('updating'));

  useEffect(() => actor.send({ type: 'language.changed', language }), [actor, language]);

  const maintenanceKey = `addressCheck.maintenance.${serviceCountryForPlan(plan.planCode)}`;
  // Only a translation that exists and is not empty (a #### marker was blanked) shows.
  const maintenance = t(maintenanceKey, { defaultValue: '' });
  const title = t('addressCheck.title');
  const frame = { open: true, title, size: 'xl' as const };
  const content = (
    <div data-mode={updating ? 'loading' : mode} className="space-y-4">
      {maintenance ? (
        <p role="note" data-maintenance className="rounded-brand bg-amber-50 p-3 text-amber-900">
          {maintenance}
        </p>
      ) : null}
      <ModeContent mode={updating ? 'loading' : mode} actor={actor} verified={verified} onQuoteContinue={(address) => send({ type: 'addressCheck.completed', address, bandwidth: order.getSnapshot().context.form.bandwidth, planCode: plan.planCode, navigationStep: null })} />
    </div>
  );
  return dismissable ? (
    <Dialog {...frame} onClose={() => send({ type: 'addressCheck.dismissed' })} closeLabel={tOrder('common.close')}>
      {content}
    </Dialog>
  ) : (
    <Dialog {...frame} dismissable={false}>
      {content}
    </Dialog>
  );
}

interface ModeContentProps {
  mode: ContentMode;
  actor: AddressCheckActor;
  verified: CheckedAddress | null;
  onQuoteContinue: (address: CheckedAddress) => void;
}

/** The content modes of spec section 2: the availability check shows for onlyApc and apcAndQuote. */
function ModeContent({ mode, actor, verified, onQuoteContinue }: ModeContentProps) {
  const { t } = useTranslation(AVAILABILITY_NAMESPACE);
  switch (mode) {
    case 'loading':
      return (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Spinner />
          {t('addressCheck.updating')}
        </p>
      );
    case 'onlyQuote':
      return (
        <div className="space-y-3">
          <p>{t('addressCheck.quote.message')}</p>
          <Button onClick={() => verified && onQuoteContinue(verified)}>{t('addressCheck.quote.continue')}</Button>
        </div>
      );
    case 'apcAndQuote':
      return (
        <div className="space-y-4">
          <p>{t('addressCheck.quote.message')}</p>
          <p>{t('addressCheck.quote.apcMessage')}</p>
          <AvailabilityCheck actor={actor} />
        </div>
      );
    case 'onlyApc':
      return <AvailabilityCheck actor={actor} />;
    default:
      return mode satisfies never;
  }
}

/** The address-check screen: the left panel, then the entry (autocomplete or manual form) and the check. */
function AvailabilityCheck({ actor }: { actor: AddressCheckActor }) {
  const manual = useSelector(actor, (snapshot) => snapshot.matches({ open: { entry: 'manualEntry' } }));
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
      <VerifiedAddressPanel actor={actor} />
      <div className="space-y-4">
        {manual ? <ManualAddressForm actor={actor} /> : <AddressSearch actor={actor} />}
        <CheckResult actor={actor} />
      </div>
    </div>
  );
}
