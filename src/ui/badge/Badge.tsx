import type { ReactNode } from 'react';
import { cx } from '../internal/cx.ts';

export type BadgeType = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'error' | 'info';
export type BadgeSize = 'sm' | 'md';
export type BadgeRounding = 'full' | 'top' | 'none';

export interface BadgeProps {
  type?: BadgeType;
  size?: BadgeSize;
  rounding?: BadgeRounding;
  children: ReactNode;
  className?: string;
}

const typeClasses: Record<BadgeType, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand text-brand-contrast',
  accent: 'bg-accent text-white',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
};

const sizeClasses: Record<BadgeSize, string> = {
  sm: 'px-2 py-0.5 text-xs',
  md: 'px-2.5 py-1 text-sm',
};

const roundingClasses: Record<BadgeRounding, string> = {
  full: 'rounded-full',
  // "top" sits on the upper edge of a card (e.g. "Recommended" above an option).
  top: 'rounded-t-brand',
  none: 'rounded-none',
};

/** A short label (e.g. "New", "Recommended"). Type defaults to neutral, size to sm, rounding to full. */
export function Badge({ type = 'neutral', size = 'sm', rounding = 'full', children, className }: BadgeProps) {
  return (
    <span
      data-type={type}
      data-size={size}
      data-rounding={rounding}
      className={cx('inline-flex items-center font-semibold whitespace-nowrap', typeClasses[type], sizeClasses[size], roundingClasses[rounding], className)}
    >
      {children}
    </span>
  );
}
