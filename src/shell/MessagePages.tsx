import '../fullStyles.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/index.ts';
import { ExternalTargetLink } from './ExternalTargetLink.tsx';
import { LinkCreatedDetails } from './LinkCreatedDetails.tsx';
import { useOrderSelector, usePlanListLink } from './OrderFormContext.tsx';
import type { PageName } from './Pages.tsx';

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
      return <MessagePage page="nect" title="nect.title" text="nect.text" />;
    case 'thanks':
      return <MessagePage page="thanks" title="thanks.title" text="placeholder.thanks" />;
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
function HomeLink() {
  const { t } = useTranslation();
  const planList = usePlanListLink();
  return (
    <a
      href={planList.href}
      onClick={planList.onClick}
      className="mt-4 inline-block rounded-brand font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {t('notFound.home')}
    </a>
  );
}
