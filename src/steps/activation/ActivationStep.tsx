import { StepPlaceholder } from '../StepPlaceholder.tsx';

/** The activation step (spec section 2); its screen comes with its own issue. */
export default function ActivationStep() {
  return <StepPlaceholder step="activation" />;
}
