import { defaultPortingBlock, type ConnectionInfo } from './schemas/index.ts';

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
    previousTenant: { isKnown: null, salutation: null, firstName: '', lastName: '', companyName: '', prefix: '', subscriberNumber: '' },
  };
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
