import type { OrderSnapshot } from '../../../machines/order.machine.ts';
import { isPlanRoute } from '../../../machines/routes.ts';
import { addressCheckPlan, type AddressCheckPlan } from '../../domain/addressCheck.ts';
import { isInternationalPlanCode } from '../../domain/countries.ts';

/**
 * The plan the address is checked for. A plan load answered 412 has no plan yet: its code comes from the route,
 * and a domestic one is a line plan (the server asks for the check before it shows a line plan).
 */
export function addressCheckPlanOf(snapshot: OrderSnapshot): AddressCheckPlan {
  const { plan, route, partner, auth } = snapshot.context;
  const code = plan?.code ?? (isPlanRoute(route) ? route.plan : '');
  // Spec sections 2 and 6: a parent customer forces non-international; a partner of another system country forces it.
  const international = partner.parentCustomerId
    ? false
    : (auth?.systemCountry && auth.systemCountry !== 'DE' && partner.isPartnerPortal) || isInternationalPlanCode(code);
  return addressCheckPlan({ code, category: plan?.category ?? 'TAL' }, Boolean(international));
}
