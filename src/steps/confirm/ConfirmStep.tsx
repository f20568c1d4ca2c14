import { StepPlaceholder } from '../StepPlaceholder.tsx';

/** The confirm step (spec section 2); its screen comes with its own issue. */
export default function ConfirmStep() {
  return <StepPlaceholder step="confirm" />;
}
