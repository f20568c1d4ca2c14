import { CheckedAddress } from '../../shell/address/CheckedAddress.tsx';
import { Catalogue } from './catalogue/Catalogue.tsx';
import { ConnectionDetails } from './connection/ConnectionDetails.tsx';
import { ConnectionQuestion } from './connection/ConnectionQuestion.tsx';

/** The product step (spec section 2): the connection questions, and the plan's categories and add-ons. */
export default function ProductStep() {
  return (
    <>
      <CheckedAddress className="mb-4" />
      <ConnectionQuestion />
      <ConnectionDetails />
      <Catalogue />
    </>
  );
}
