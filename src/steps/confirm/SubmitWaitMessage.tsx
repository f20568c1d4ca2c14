import { useTranslation } from 'react-i18next';
import type { SubmitWait } from './useSubmission.ts';

const messageKeys: Record<Exclude<SubmitWait, 'none'>, string> = {
  slow: 'confirm.submitSlow',
  stalled: 'confirm.submitStalled',
};

/**
 * What the order button's area says while `POST orders` has not answered: after 10 s that the order is still being
 * sent and the page must stay open, after 60 s that it may be sent again without a second order. The live region is
 * always there, so a screen reader hears the text as it comes (politely: the visitor can do nothing about it yet).
 */
export function SubmitWaitMessage({ wait }: { wait: SubmitWait }) {
  const { t } = useTranslation();
  return (
    <p aria-live="polite" data-state={wait} data-part="submit-wait" className="text-sm text-slate-700 empty:hidden">
      {wait === 'none' ? null : t(messageKeys[wait])}
    </p>
  );
}
