import { Dialog, type DialogBaseProps } from '../dialog/Dialog.tsx';

/** A Dialog's props without the ways to dismiss it. */
export type ModalProps = DialogBaseProps;

/**
 * A non-dismissable modal (the address-availability check): no close button, Escape and outside clicks do
 * nothing; it closes only when the parent sets `open` to false. Focus trap and scroll lock as in Dialog.
 */
export function Modal(props: ModalProps) {
  return <Dialog {...props} dismissable={false} />;
}
