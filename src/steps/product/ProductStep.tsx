import { StepPlaceholder } from '../StepPlaceholder.tsx';
import { ConnectionQuestion } from './connection/ConnectionQuestion.tsx';

/** The product step (spec section 2): the plan's categories and add-ons, and the connection questions. */
export default function ProductStep() {
  return (
    <>
      <ConnectionQuestion />
      <StepPlaceholder step="product" />
    </>
  );
}
