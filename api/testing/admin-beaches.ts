/** Bodies for the admin beach API's tests: a valid new beach, with overrides. */
import type { AdminBeachInput } from '../../domain/admin/admin-beach.ts';

let made = 0;

/** A beach an admin might add: a real place (Lee Bay, North Devon) with its dog rule as a list. */
export function buildAdminBeach(overrides: Partial<AdminBeachInput> = {}): AdminBeachInput {
  made++;
  return {
    name: `Lee Bay ${process.pid}-${made}`,
    location: 'North Devon',
    description: 'A rocky cove west of Ilfracombe with rock pools at low tide.',
    latitude: '51.2003',
    longitude: '-4.1706',
    accessType: 'year-round',
    beachType: 'rocky',
    dogRules: [],
    hasParking: true,
    validationSourceUrl: 'https://www.northdevon.gov.uk/',
    validationConfidence: 'low',
    validationNotes: 'Added in a test; dog rules not checked against a council order.',
    ...overrides,
  };
}
