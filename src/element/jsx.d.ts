import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type OrderFormJsxAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  plan?: string;
  lang?: string;
  'api-base'?: string;
  'base-path'?: string;
  routing?: 'history' | 'memory';
  'initial-url'?: string;
  'storage-key'?: string;
  'partner-portal-url'?: string;
  'customer-portal-url'?: string;
  'external-thanks-url'?: string;
  'subscription-management-url'?: string;
  environment?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'order-form': OrderFormJsxAttributes;
    }
  }
}
