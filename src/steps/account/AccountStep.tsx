import { StepPlaceholder } from '../StepPlaceholder.tsx';

/** The account step (spec section 2); its screen comes with its own issue. */
export default function AccountStep() {
  return <StepPlaceholder step="account" />;
}
