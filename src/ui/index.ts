export { cx } from './internal/cx.ts';
export { PortalRootProvider, usePortalRoot, type PortalRootProviderProps } from './portal/PortalRoot.tsx';
export { errorMarkerClass, scrollToFirstError } from './error-marker/errorMarker.ts';
export { revealFirstError } from './error-summary/revealFirstError.ts';
export { Spinner, type SpinnerProps } from './spinner/Spinner.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './button/ButtonLink.tsx';
export { Alert, type AlertProps, type AlertType } from './alert/Alert.tsx';
export { Badge, type BadgeProps, type BadgeRounding, type BadgeSize, type BadgeType } from './badge/Badge.tsx';
export { formatPrice, type FormatPriceOptions } from './price-display/formatPrice.ts';
export { PriceDisplay, type PriceDisplayProps } from './price-display/PriceDisplay.tsx';
export {
  controlClasses,
  Field,
  FieldMark,
  fieldState,
  type FieldBaseProps,
  type FieldControlProps,
  type FieldProps,
  type FieldState,
  type FieldStatus,
} from './field/Field.tsx';
export { TextField, type TextFieldProps } from './text-field/TextField.tsx';
export { Select, type SelectOption, type SelectProps } from './select/Select.tsx';
export { DateField, type DateFieldProps } from './date-field/DateField.tsx';
export { PhoneField, type PhoneFieldProps } from './phone-field/PhoneField.tsx';
export { Checkbox, type CheckboxProps, type ChoiceSize } from './checkbox/Checkbox.tsx';
export { Radio, RadioGroup, type RadioGroupOption, type RadioGroupProps, type RadioProps } from './radio/Radio.tsx';
export { RadioOptionCard, type RadioOptionCardProps } from './radio-option-card/RadioOptionCard.tsx';
export { Dialog, type DialogProps, type DialogSize } from './dialog/Dialog.tsx';
export { Modal, type ModalProps } from './modal/Modal.tsx';
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox/Combobox.tsx';
export { StepIndicator, stepStates, type StepIndicatorProps, type StepIndicatorStep, type StepState } from './step-indicator/StepIndicator.tsx';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary/ErrorSummary.tsx';
export { AccordionCard, type AccordionCardProps } from './accordion-card/AccordionCard.tsx';
export { Table, type TableColumn, type TableProps, type TableRow } from './table/Table.tsx';
export { InfoTooltip, Tooltip, tooltipTiming, type InfoTooltipProps, type TooltipProps } from './tooltip/Tooltip.tsx';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper/QuantityStepper.tsx';
