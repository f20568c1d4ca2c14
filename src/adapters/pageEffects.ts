import type { i18n } from 'i18next';
import type { OrderActor, OrderSnapshot } from '../../machines/order.machine.ts';
import { addressOf, type Route } from '../../machines/routes.ts';
import { pageTitle } from './pageTitle.ts';

/**
 * The effects on the host page that only the element owning the page's address may have (history mode):
 * document.title, scroll to top on navigation, and the leave-page prompt.
 */
export function attachPageEffects(actor: OrderActor, i18n: i18n, view: Window): () => void {
  let lastAddress: string | undefined;
  let lastTitle: string | undefined;
  // what the address and the title are made of: a snapshot that changed none of them (a keystroke's) is passed by
  let lastInputs: readonly unknown[] = [];
  // In the frame that shows the new page, after React has put it in: scrolled in the transition's own task, the
  // page would be laid out once more, the old page, only to scroll it (about 13 ms at 4x CPU on every move).
  let scrollFrame = 0;
  const scrollToTopBeforePaint = () => {
    view.cancelAnimationFrame(scrollFrame);
    scrollFrame = view.requestAnimationFrame(() => view.scrollTo({ top: 0 }));
  };
  const update = (texts = false) => {
    const snapshot = actor.getSnapshot();
    const { route, search, basePath, plan } = snapshot.context;
    const inputs = [route, search, basePath, plan, snapshot.matches('ready')];
    if (!texts && inputs.every((input, index) => input === lastInputs[index])) return;
    lastInputs = inputs;
    const address = addressOf(route, search, basePath);
    if (lastAddress !== undefined && address !== lastAddress) scrollToTopBeforePaint();
    lastAddress = address;
    const title = titleOf(snapshot, i18n);
    if (title && title !== lastTitle) view.document.title = lastTitle = title;
  };
  // Spec section 2: a leave-page prompt on every route except the plan list and thanks (nect comes after an order too).
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!promptsBeforeLeaving(actor.getSnapshot().context.route)) return;
    event.preventDefault();
    event.returnValue = '';
  };
  update();
  const subscription = actor.subscribe(() => update());
  const onLanguage = () => update(true);
  i18n.on('languageChanged', onLanguage);
  i18n.on('added', onLanguage);
  view.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    view.cancelAnimationFrame(scrollFrame);
    subscription.unsubscribe();
    i18n.off('languageChanged', onLanguage);
    i18n.off('added', onLanguage);
    view.removeEventListener('beforeunload', onBeforeUnload);
  };
}

export function promptsBeforeLeaving(route: Route): boolean {
  return route.name !== 'plans' && route.name !== 'thanks' && route.name !== 'nect';
}

function titleOf(snapshot: OrderSnapshot, i18n: i18n): string | undefined {
  if (!snapshot.matches('ready')) return undefined;
  const t = (key: string) => (i18n.exists(key) ? i18n.t(key) : '');
  const brand = t('brand.name');
  const { route, plan } = snapshot.context;
  switch (route.name) {
    case 'step':
      return pageTitle({
        base: t('pageTitle.order'),
        section: t(`planNames.${route.plan.toUpperCase()}`) || plan?.code,
        subsection: t(`pageTitle.${route.step}`),
        brand,
      });
    case 'plan':
      return pageTitle({ base: t('pageTitle.order'), brand });
    case 'plans':
    case 'planError':
    case 'thanks':
    case 'linkCreated':
    case 'notFound':
    case 'unsupported':
    case 'nect':
      return pageTitle({ base: t(`pageTitle.${route.name}`), brand });
    default:
      return route satisfies never;
  }
}
