import '../styles/fullStyles.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/index.ts';
import { ExternalTargetLink } from './ExternalTargetLink.tsx';
import { LinkCreatedDetails } from './LinkCreatedDetails.tsx';
import { OrderChangesNotice } from './OrderChangesNotice.tsx';
import { ThankYouTargetLink } from './ThankYouTargetLink.tsx';
import { useOrderSelector, usePlanListLink } from './OrderFormContext.tsx';
import type { PageName } from './pageName.ts';

export type MessagePageName = Extract<PageName, 'unsupported' | 'nect' | 'thanks' | 'linkCreated' | 'notFound'> | 'accessDenied';

/**
 * The pages of spec section 2 that carry a message (and the refused access of sections 6, 8): a chunk of their
 * own, the plan list does not need them.
 */
export default function MessagePages({ page }: { page: MessagePageName }) {
  switch (page) {
    case 'accessDenied':
      return <AccessDenied />;
    case 'unsupported':
      return <MessagePage page="unsupported" title="unsupported.title" text="unsupported.text" />;
    case 'nect':
      return (
        <MessagePage page="nect" title="nect.title" text="nect.text">
          <OrderChangesNotice />
          <NectLink />
        </MessagePage>
      );
    case 'thanks':
      return <ThanksPage />;
    case 'linkCreated':
      return (
        <MessagePage page="linkCreated" title="linkCreated.title" text="linkCreated.text">
          <LinkCreatedDetails />
        </MessagePage>
      );
    case 'notFound':
      return (
        <MessagePage page="notFound" title="notFound.title" text="notFound.text">
          <HomeLink />
        </MessagePage>
      );
    default:
      return page satisfies never;
  }
}

/**
 * Spec sections 6 and 8: the alert shown inside the element (never window.alert) while the state is reset and the
 * host is sent to the portal; the portal also as a link, for a frame that may not leave on its own. Access can be
 * refused before the translations load: the alert's text is bundled with the element.
 */
function AccessDenied() {
  const { t } = useTranslation();
  const target = useOrderSelector((snapshot) => snapshot.context.redirectTo ?? 'partnerPortal');
  return (
    <div className="mx-auto max-w-3xl p-6" data-page="accessDenied">
      <Alert type="error">{t('error.token.invalid')}</Alert>
      <ExternalTargetLink target={target} />
    </div>
  );
}

/** Spec section 2: the internal thank-you page, with the transaction id of the order just sent. */
function ThanksPage() {
  const { t } = useTranslation();
  const transactionId = useOrderSelector((snapshot) => snapshot.context.submitted?.transactionId ?? null);
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6" data-page="thanks">
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('thanks.title')}</h1>
      {/* after a reload the number is gone with the cleared order: the confirmation e-mail has it */}
      <p className="mt-2 text-slate-700">{transactionId ? t('thanks.text', { transactionId }) : t('thanks.textWithoutNumber')}</p>
      <OrderChangesNotice />
      <ThankYouTargetLink />
      <HomeLink label="thanks.home" />
    </div>
  );
}

/** The identity verification the order's answer asked for: its address, opened by the user. */
function NectLink() {
  const { t } = useTranslation();
  const url = useOrderSelector((snapshot) => snapshot.context.submitted?.verification?.url ?? null);
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return (
    <a
      href={url}
      rel="noopener"
      className="mt-4 inline-block rounded-brand bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {t('nect.start')}
    </a>
  );
}

function MessagePage({ page, title, text, children }: { page: PageName; title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6" data-page={page}>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t(title)}</h1>
      <p className="mt-2 text-slate-700">{t(text)}</p>
      {children}
    </div>
  );
}

/** A real link to the plan list (copyable, opens in a new tab); a plain click routes inside the element. */
function HomeLink({ label = 'notFound.home' }: { label?: string }) {
  const { t } = useTranslation();
  const planList = usePlanListLink();
  return (
    <a
      href={planList.href}
      onClick={planList.onClick}
      className="mt-4 inline-block rounded-brand font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {t(label)}
    </a>
  );
}
