import * as z from 'zod/mini';

/** Company list entry (spec section 3), as `GET companies` answers it. */
export const CompanyListEntry = z.object({
  name: z.string(),
  street: z.nullish(z.string()),
  houseNumber: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
  city: z.nullish(z.string()),
  crefoNumber: z.nullish(z.string()),
});
export type CompanyListEntry = z.infer<typeof CompanyListEntry>;
