import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { AddressCheckActor } from '../../../machines/addressCheck.machine.ts';
import { streetLine } from '../../domain/addressCheck.ts';
import { Button } from '../../ui/index.ts';
import { AVAILABILITY_NAMESPACE } from './availabilityTexts.ts';

/** The left panel (spec section 2): the prompt, or the verified address with "enter a new address" and "modify manually". */
export function VerifiedAddressPanel({ actor }: { actor: AddressCheckActor }) {
  const { t } = useTranslation(AVAILABILITY_NAMESPACE);
  const verified = useSelector(actor, (snapshot) => snapshot.context.verified);
  if (!verified) {
    return (
      <div data-panel="prompt">
        <p className="text-slate-700">{t('addressCheck.prompt')}</p>
      </div>
    );
  }
  return (
    <div data-panel="verified" className="space-y-2">
      <h3 className="font-semibold text-slate-900">{t('addressCheck.verifiedAddress')}</h3>
      <address className="text-slate-800 not-italic" data-address="verified">
        {streetLine(verified)}
        <br />
        {verified.zipCode} {verified.city}
      </address>
      <div className="flex flex-col items-start gap-1">
        <Button variant="text" size="sm" onClick={() => actor.send({ type: 'address.new' })}>
          {t('addressCheck.newAddress')}
        </Button>
        <Button variant="text" size="sm" onClick={() => actor.send({ type: 'address.modify' })}>
          {t('addressCheck.modifyManually')}
        </Button>
      </div>
    </div>
  );
}
