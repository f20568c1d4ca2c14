import { useState, type ReactNode } from 'react';
import { PortalRootProvider } from '../ui/index.ts';
import { useOrderSelector } from './OrderFormContext.tsx';

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
 * exists before anything that could open one renders.
 */
export function FormRoot({ plan, children }: FormRootProps) {
  const language = useOrderSelector((snapshot) => snapshot.context.language);
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  return (
    <div part="root" lang={language} data-plan={plan ?? ''} className="font-sans text-slate-900">
      {layer ? <PortalRootProvider root={layer}>{children}</PortalRootProvider> : null}
      <div ref={setLayer} data-part="layer" />
    </div>
  );
}
