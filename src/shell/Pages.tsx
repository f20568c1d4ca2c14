import { useEffect, useRef, type RefObject } from 'react';
import type { OrderSnapshot } from '../../machines/order.machine.ts';
import { useOrderSelector, useOrderSend } from './OrderFormContext.tsx';
import { ChunkLoadBoundary } from './ChunkLoadBoundary.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { messagePages, planFlow } from './chunks.ts';
import { flowPhaseOf } from './flowPhase.ts';
import { PlanListPage } from './PlanList.tsx';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import type { PageName } from './pageName.ts';
import { afterNextFrame } from '../ui/internal/afterNextFrame.ts';

const PlanFlow = planFlow.Component;
const MessagePages = messagePages.Component;

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
 * shown keeps the host page's focus where it is. The focus comes once the new screen is painted: focus() needs the
 * page's styles and layout, and asked for in the commit it would make the browser compute them there, before the
 * screen could show, and again for whatever the commit's effects change after it.
 */
function useFocusOnNewHeading(frame: RefObject<HTMLDivElement | null>, view: string) {
  const headingShown = useRef(false);
  useEffect(() => {
    const heading = frame.current?.querySelector<HTMLElement>('h1');
    if (!heading) return undefined;
    if (!headingShown.current) {
      headingShown.current = true;
      return undefined;
    }
    // whatever takes the focus before then (a dialog opened at once, the visitor) keeps it
    const root = heading.getRootNode() as Document | ShadowRoot;
    const focusedBefore = root.activeElement;
    return afterNextFrame(() => {
      const focused = root.activeElement;
      if (!heading.isConnected || (focused !== focusedBefore && focused?.isConnected)) return;
      heading.tabIndex = -1;
      // focusable for this move only, so no ring around a heading
      heading.classList.add('outline-none');
      heading.focus({ preventScroll: true });
    });
  }, [frame, view]);
}

/** A page's chunk that could not be fetched (offline, or a new release replaced it): a lost connection, with a retry. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed page="pageLoadFailed" messageKey="error.network" onRetry={onRetry} />;
}

const pageLoadFailed = (retry: () => void) => <PageLoadFailed onRetry={retry} />;

function Page({ page }: { page: PageName | 'routing' }) {
  const send = useOrderSend();
  switch (page) {
    case 'routing':
      return <LoadingPlaceholder />;
    case 'plans':
      return <PlanListPage />;
    case 'planError':
      return <PlanListPage planNotFound />;
    case 'unsupported':
    case 'nect':
    case 'thanks':
    case 'linkCreated':
    case 'notFound':
      return (
        <ChunkLoadBoundary key="messages" failed={pageLoadFailed} onRetry={() => void messagePages.preload().catch(() => undefined)}>
          <MessagePages page={page} fallback={<LoadingPlaceholder />} />
        </ChunkLoadBoundary>
      );
    case 'plan':
      return (
        <ChunkLoadBoundary
          key="plan"
          failed={pageLoadFailed}
          onRetry={() => {
            void planFlow.preload().catch(() => undefined);
            // the plan's answer is read with this chunk's code: a plan that failed with it loads again (else ignored)
            send({ type: 'plan.retried' });
          }}
        >
          <PlanFlow fallback={<LoadingPlaceholder />} />
        </ChunkLoadBoundary>
      );
    default:
      return page satisfies never;
  }
}
