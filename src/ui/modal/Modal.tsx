import type { MutableRefObject, ReactNode } from 'react';
import { Dialog, type DialogSize } from '../dialog/Dialog.tsx';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  initialFocus?: number | MutableRefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A non-dismissable modal (the address-availability check): no close button, Escape and outside clicks do
 * nothing; it closes only when the parent sets `open` to false. Focus trap and scroll lock as in Dialog.
 */
export function Modal(props: ModalProps) {
  return <Dialog {...props} dismissable={false} />;
}
