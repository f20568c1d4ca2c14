import { addressCheckModel } from './addressCheck.ts';
import { cartModel } from './cart.ts';
import { companySearchModel } from './companySearch.ts';
import { liveValidationModel } from './liveValidation.ts';
import type { ChildModel } from './childModel.ts';
import { planLinkModel } from './planLink.ts';
import { quoteModel } from './quote.ts';
import { referenceNumberModel } from './referenceNumber.ts';
import { submissionModel } from './submission.ts';
import { voucherModel } from './voucher.ts';

/** The child machines a visitor meets, each walked by child.model.spec.ts and listed in the coverage table. */
export const childModels: ChildModel[] = [addressCheckModel, submissionModel, voucherModel, quoteModel, planLinkModel, companySearchModel, referenceNumberModel, cartModel, liveValidationModel];
