import { useEffect, useMemo } from 'react';
import { resolveAttributes, type OrderFormAttributes } from './attributes.ts';
import { emitHostEvent } from './hostEvents.ts';
import type { ErrorReporter } from './reporter.ts';

export interface AppProps extends OrderFormAttributes {
  /** r2wc hands the shadow root over as `container`. */
  container?: ShadowRoot | HTMLElement;
  reporter?: ErrorReporter;
}

const loadingLabel: Record<string, string> = {
  de: 'Bestellformular wird geladen',
  en: 'Loading the order form',
  nl: 'Bestelformulier wordt geladen',
  fr: 'Chargement du formulaire de commande',
};

/** The React tree inside the element: the composition root hands it the resolved attributes. */
export function App({ container, reporter: _reporter, ...attributes }: AppProps) {
  const resolved = useMemo(() => resolveAttributes(attributes), [JSON.stringify(attributes)]);
  const host = container instanceof ShadowRoot ? container.host : container;

  useEffect(() => {
    if (host) emitHostEvent(host, 'order-form:ready', { plan: resolved.plan, lang: resolved.lang });
  }, [host]);

  const lang = resolved.lang && resolved.lang in loadingLabel ? resolved.lang : 'de';
  return (
    <div
      part="root"
      lang={lang}
      data-plan={resolved.plan ?? ''}
      data-routing={resolved.routing}
      data-api-base={resolved.apiBase}
      data-base-path={resolved.basePath}
      data-storage-key={resolved.storageKey}
      className="font-sans text-slate-900"
    >
      <div role="status" aria-busy="true" className="mx-auto flex max-w-5xl flex-col gap-4 p-6">
        <span className="sr-only">{loadingLabel[lang]}</span>
        <div className="h-8 w-1/3 animate-pulse rounded-brand bg-slate-200" />
        <div className="h-40 animate-pulse rounded-brand bg-slate-100 shadow-md" />
      </div>
    </div>
  );
}
