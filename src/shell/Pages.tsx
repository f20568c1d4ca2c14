import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { useOrderSelector, usePlanListLink } from './OrderFormContext.tsx';
import { flowPhaseOf, PlanFlow } from './PlanFlow.tsx';
import { PlanListPage } from './PlanList.tsx';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';

export type PageName = 'plans' | 'planError' | 'unsupported' | 'nect' | 'thanks' | 'linkCreated' | 'notFound' | 'plan';

/** The routed page of the `ready` state's `page` region; `routing` while the route is being decided. */
export const pageOf = (snapshot: OrderSnapshot): PageName | 'routing' => {
  const value = snapshot.value;
  if (typeof value === 'string' || !('ready' in value)) return 'routing';
  const page = (value.ready as { page: string | Record<string, unknown> }).page;
  return (typeof page === 'string' ? page : Object.keys(page)[0]) as PageName | 'routing';
};

/** What is shown: the page, and on plan routes the plan's phase and step. */
const shownViewOf = (snapshot: OrderSnapshot): string => {
  const { route } = snapshot.context;
  const page = pageOf(snapshot);
  return [page, page === 'plan' ? flowPhaseOf(snapshot) : '', route.name === 'step' ? route.step : ''].join('|');
};

/** The routed page of spec section 2. data-page-frame names it. */
export function Pages() {
  const page = useOrderSelector(pageOf);
  const view = useOrderSelector(shownViewOf);
  const frame = useRef<HTMLDivElement>(null);
  useFocusOnNewHeading(frame, view);
  return (
    <div ref={frame} data-page-frame={page}>
      <Page page={page} />
    </div>
  );
}

/**
 * After the visitor moved to another page or step, the focus goes to its heading: the button that moved them
 * is often gone (a plan's choose button), and a screen reader announces where they arrived. The first page
 * shown keeps the host page's focus where it is.
 */
function useFocusOnNewHeading(frame: RefObject<HTMLDivElement | null>, view: string) {
  const headingShown = useRef(false);
  useEffect(() => {
    const heading = frame.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!headingShown.current) {
      headingShown.current = true;
      return;
    }
    heading.tabIndex = -1;
    // focusable for this move only, so no ring around a heading
    heading.classList.add('outline-none');
    heading.focus({ preventScroll: true });
  }, [frame, view]);
}

function Page({ page }: { page: PageName | 'routing' }) {
  switch (page) {
    case 'routing':
      return <LoadingPlaceholder />;
    case 'plans':
      return <PlanListPage />;
    case 'planError':
      return <PlanListPage planNotFound />;
    case 'unsupported':
      return <MessagePage page="unsupported" title="unsupported.title" text="unsupported.text" />;
    case 'nect':
      return <MessagePage page="nect" title="nect.title" text="nect.text" />;
    case 'thanks':
      return <MessagePage page="thanks" title="thanks.title" text="placeholder.thanks" />;
    case 'linkCreated':
      return <MessagePage page="linkCreated" title="linkCreated.title" text="linkCreated.text" />;
    case 'notFound':
      return (
        <MessagePage page="notFound" title="notFound.title" text="notFound.text">
          <HomeLink />
        </MessagePage>
      );
    case 'plan':
      return <PlanFlow />;
    default:
      return page satisfies never;
  }
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
