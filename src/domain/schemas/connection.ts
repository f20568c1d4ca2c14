import * as z from 'zod/mini';
import { Salutation } from './customer.ts';

/** Building types (spec sections 4, 9): the first four need detail, storey and flat location. */
export const BuildingType = z.enum([
  'apartment',
  'office',
  'factory',
  'hospital',
  'detachedHouse',
  'semiDetachedHouse',
  'townHouse',
]);
export type BuildingType = z.infer<typeof BuildingType>;

export const InstallationDateChoice = z.enum(['quickest', 'pick']);
export type InstallationDateChoice = z.infer<typeof InstallationDateChoice>;

/** One number to port: area prefix and subscriber number. */
export const PortingNumber = z.object({
  prefix: z.string(),
  number: z.string(),
});
export type PortingNumber = z.infer<typeof PortingNumber>;

/** A block of numbers to port (defaults blockSize 10, inquiryTerminal 0, blockStart 0, blockEnd 9). */
export const PortingBlock = z.object({
  blockSize: z.number(),
  nationalDestinationCode: z.string(),
  directDialling: z.string(),
  inquiryTerminal: z.number(),
  blockStart: z.number(),
  blockEnd: z.number(),
});
export type PortingBlock = z.infer<typeof PortingBlock>;

/** Numbers ports single numbers; block ports a number block. */
export const PortingType = z.enum(['numbers', 'block']);
export type PortingType = z.infer<typeof PortingType>;

/** Previous tenant (form state). `isKnown` null means the question is not answered yet. */
export const PreviousTenantForm = z.object({
  isKnown: z.nullable(z.boolean()),
  salutation: z.nullable(Salutation),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  prefix: z.string(),
  subscriberNumber: z.string(),
});
export type PreviousTenantForm = z.infer<typeof PreviousTenantForm>;

/** Connection info (spec section 3): the product and activation steps' form state. Dates YYYY-MM-DD. */
export const ConnectionInfo = z.object({
  /** null: the old/new connection question is not answered yet. */
  oldConnection: z.nullable(z.boolean()),
  technicianTimeSlotOptions: z.array(z.string()),
  defaultTechnicianTimeSlot: z.nullable(z.string()),
  technicianTimeSlot: z.nullable(z.string()),
  installationDate: InstallationDateChoice,
  wantedDate: z.nullable(z.string()),
  previousProviderCancelled: z.boolean(),
  terminationDate: z.nullable(z.string()),
  previousEKPID: z.nullable(z.string()),
  houseJunctionBox: z.string(),
  lineId: z.string(),
  nationalDestinationCode: z.string(),
  buildingType: z.nullable(BuildingType),
  buildingDetail: z.string(),
  storey: z.string(),
  flatLocation: z.string(),
  modemId: z.string(),
  homeId: z.string(),
  additionalLocationInfo: z.string(),
  hasSeparateTechnicianContactPhone: z.boolean(),
  technicianContactPhone: z.string(),
  isPorting: z.boolean(),
  portingType: PortingType,
  portingNumbers: z.array(PortingNumber),
  portingBlock: PortingBlock,
  previousTenant: PreviousTenantForm,
  additionalNumbers: z.number(),
});
export type ConnectionInfo = z.infer<typeof ConnectionInfo>;
