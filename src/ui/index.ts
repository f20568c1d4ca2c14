export { cx } from './internal/cx.ts';
export { PortalRootProvider, usePortalRoot, type PortalRootProviderProps } from './portal/PortalRoot.tsx';
export { Spinner, type SpinnerProps } from './spinner/Spinner.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/Button.tsx';
