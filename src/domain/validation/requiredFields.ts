import type { ConnectionInfo, CustomerForm } from '../schemas/index.ts';
import { needsBuildingDetails } from '../connectionChanges.ts';

/*
 * What each step requires to be filled (spec section 4, "Step validity"): one half of a step's validity, beside its
 * fields' messages (connectionRules.ts, customerRules.ts). Which rules make each step valid is machines/stepValidity.ts.
 */

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * Product step complete (spec section 4): the old/new connection is decided; a known previous tenant has a
 * salutation and its names (Company its company name, Mr/Mrs first and last name); an old connection has
 * the previous provider id and porting (numbers with prefix and number, or a block with area code and
 * direct dialling).
 */
export function isProductComplete(connection: ConnectionInfo): boolean {
  if (connection.oldConnection === null) return false;
  const tenant = connection.previousTenant;
  if (tenant.isKnown === true) {
    switch (tenant.salutation) {
      case null:
        return false;
      case 'Company':
        if (!filled(tenant.companyName)) return false;
        break;
      case 'Mr':
      case 'Mrs':
        if (!filled(tenant.firstName) || !filled(tenant.lastName)) return false;
        break;
      default:
        return tenant.salutation satisfies never;
    }
  }
  if (connection.oldConnection) {
    if (!filled(connection.previousEKPID)) return false;
    if (!hasPorting(connection)) return false;
  }
  return true;
}

function hasPorting(connection: ConnectionInfo): boolean {
  if (!connection.isPorting) return false;
  switch (connection.portingType) {
    case 'numbers':
      return connection.portingNumbers.length > 0 && connection.portingNumbers.every((n) => filled(n.prefix) && filled(n.number));
    case 'block':
      return filled(connection.portingBlock.nationalDestinationCode) && filled(connection.portingBlock.directDialling);
    default:
      return connection.portingType satisfies never;
  }
}

/** Activation step complete (spec section 4): a building type; apartment, office, factory, hospital also detail, flat location and storey. */
export function isActivationComplete(connection: ConnectionInfo): boolean {
  if (connection.buildingType === null) return false;
  if (!needsBuildingDetails(connection.buildingType)) return true;
  return filled(connection.buildingDetail) && filled(connection.flatLocation) && filled(connection.storey);
}

/**
 * Customer step complete (spec section 4): the required personal (salutation, names, birth date) or
 * company fields (company name, contact names), e-mail and phone; the connection address; the separate
 * billing address or e-mail when chosen; bank owner and account number when paying by bank; accepted terms
 * when an itemized bill is chosen.
 */
export function isCustomerComplete(customer: CustomerForm): boolean {
  const common = filled(customer.firstName) && filled(customer.lastName) && filled(customer.email) && filled(customer.phoneNumber);
  const person =
    customer.customerType === 'company'
      ? filled(customer.companyName)
      : customer.salutation !== null && customer.salutation !== 'Company' && filled(customer.birthDate);
  const address = customer.connectionAddress;
  const hasAddress = filled(address.street) && filled(address.houseNumber) && filled(address.postalCode) && filled(address.region);
  const billingAddress =
    !customer.hasSeparateBillingAddress ||
    (filled(customer.billingStreet) &&
      filled(customer.billingHouseNumber) &&
      filled(customer.billingPostalCode) &&
      filled(customer.billingRegion) &&
      (filled(customer.billingLastName) || filled(customer.billingCompanyName)));
  const billingEmail = !customer.hasSeparateBillingEmail || filled(customer.billingEmail);
  const bank = customer.paymentType !== 'bank' || (filled(customer.accountOwner) && filled(customer.accountNumber));
  const terms = customer.itemizedBill === 'none' || customer.acceptTerms;
  return common && person && hasAddress && billingAddress && billingEmail && bank && terms;
}
