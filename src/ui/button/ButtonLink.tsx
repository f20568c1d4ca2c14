import type { AnchorHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx.ts';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './Button.tsx';

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** where the link leads: a real address, so it works without JavaScript, copied or opened in a new tab */
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like the form's button: for an action that is a place to go (a plan's page), so that it stays a
 * link for the browser and assistive technology. `part="button"` as the button's.
 */
export function ButtonLink({ variant = 'primary', size = 'base', className, children, ref, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} ref={ref} part="button" data-variant={variant} data-size={size} className={buttonClassName(variant, size, cx('no-underline', className))}>
      {children}
    </a>
  );
}
