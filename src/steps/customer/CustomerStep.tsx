import { StepPlaceholder } from '../StepPlaceholder.tsx';

/** The customer step (spec section 2); its screen comes with its own issue. */
export default function CustomerStep() {
  return <StepPlaceholder step="customer" />;
}
