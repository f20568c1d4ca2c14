import { defaultPortingBlock } from './emptyForms.ts';
import type { ConnectionInfo } from './schemas/index.ts';

/**
 * Choosing a different old/new connection clears porting entries, previous provider, termination date,
 * wanted date and previous tenant data (spec section 4). Choosing the same answer changes nothing.
 */
export function chooseOldConnection(connection: ConnectionInfo, oldConnection: boolean): ConnectionInfo {
  if (connection.oldConnection === oldConnection) return connection;
  return {
    ...connection,
    oldConnection,
    isPorting: false,
    portingType: 'numbers',
    portingNumbers: [],
    portingBlock: defaultPortingBlock(),
    previousEKPID: null,
    previousProviderCancelled: false,
    terminationDate: null,
    wantedDate: null,
    // without its wanted date, a picked installation date is the quickest again
    installationDate: 'quickest',
    previousTenant: { isKnown: null, salutation: null, firstName: '', lastName: '', companyName: '', prefix: '', subscriberNumber: '' },
  };
}

/**
 * Would choosing this old/new answer drop something the visitor entered (porting numbers or block, previous
 * provider, termination or wanted date, previous tenant)? The form says so when it does (spec section 4).
 */
export function dropsConnectionEntries(connection: ConnectionInfo, oldConnection: boolean): boolean {
  if (connection.oldConnection === null || connection.oldConnection === oldConnection) return false;
  const typed = (value: string | null) => value !== null && value.trim() !== '';
  const tenant = connection.previousTenant;
  const block = connection.portingBlock;
  return (
    connection.portingNumbers.some((n) => typed(n.prefix) || typed(n.number)) ||
    typed(block.nationalDestinationCode) ||
    typed(block.directDialling) ||
    typed(connection.previousEKPID) ||
    connection.previousProviderCancelled ||
    typed(connection.terminationDate) ||
    typed(connection.wantedDate) ||
    tenant.isKnown !== null ||
    [tenant.firstName, tenant.lastName, tenant.companyName, tenant.prefix, tenant.subscriberNumber].some(typed)
  );
}

/** Building types that need building detail, storey and flat location (spec sections 4, 9). */
export const BUILDING_TYPES_WITH_DETAILS = ['apartment', 'office', 'factory', 'hospital'] as const;

/** Does the building type need building detail, storey and flat location (spec sections 4, 9). */
export function needsBuildingDetails(buildingType: ConnectionInfo['buildingType']): boolean {
  switch (buildingType) {
    case 'apartment':
    case 'office':
    case 'factory':
    case 'hospital':
      return true;
    case 'detachedHouse':
    case 'semiDetachedHouse':
    case 'townHouse':
    case null:
      return false;
    default:
      return buildingType satisfies never;
  }
}
