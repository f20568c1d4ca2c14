import { startTransition, useState, type ReactNode } from 'react';
import { PortalRootProvider, usePortalRoot } from '../ui/index.ts';
import { useOrderSelector } from './OrderFormContext.tsx';
import { useServerMarkup } from '../ui/internal/serverMarkup.ts';

export interface FormRootProps {
  /** the element's `plan` attribute, as `data-plan` for host styling */
  plan?: string | undefined;
  children: ReactNode;
}

/**
 * The element's content (`part="root"`), in the language it shows (WCAG 3.1.2 Language of Parts): `lang` is the
 * running form's language, not the `lang` attribute, which only proposes one (the address, a stored choice and the
 * domain may win) and would otherwise reach the content through the shadow host. Dialogs, menus and tooltips are
 * portalled into a layer inside it rather than into the bare shadow root, so they carry the same `lang`; the layer
 * exists before anything that could open one renders. Markup made on a server (order-form/server) has no layer to
 * wait for (a ref is never set there, and nothing floats in it): the content renders at once, floating parts going to
 * the element's own portal root. In a hydration the layer comes as a transition: an urgent change of the portal root
 * above the parts still waiting for their chunks (a plan's step) would make React drop their server markup and draw
 * them anew (a skeleton first), where a transition waits for them to be hydrated.
 */
export function FormRoot({ plan, children }: FormRootProps) {
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const serverMarkup = useServerMarkup();
  // kept: once the hydration is over the content stays, whether the layer has come yet or not
  const [fromServerMarkup] = useState(serverMarkup);
  const outerRoot = usePortalRoot() ?? null;
  return (
    <div part="root" lang={language} data-plan={plan ?? ''} className="font-sans text-slate-900">
      {layer || fromServerMarkup ? <PortalRootProvider root={layer ?? outerRoot}>{children}</PortalRootProvider> : null}
      <div ref={serverMarkup ? (node) => startTransition(() => setLayer(node)) : setLayer} data-part="layer" />
    </div>
  );
}
