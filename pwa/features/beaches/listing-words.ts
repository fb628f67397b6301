/**
 * What the listing says about itself: its title (the <title> and the heading agree), its
 * description and the "Showing X to Y of Z beaches" line. The list holds
 * Devon's and Torbay's beaches and nearby ones in Cornwall, Dorset and Somerset, so without a
 * location picked the title says "Devon and Nearby", not "Devon".
 */
import { pluralise } from '../../../domain/common/format.ts';

const ALL_AREAS = 'Devon and Nearby';

/** "Dog-Friendly Beaches in Devon and Nearby", "Dog-Friendly Beaches in Torbay - Page 2". */
export function listingTitle(location: string | undefined, page: number): string {
  const title = `Dog-Friendly Beaches in ${location ?? ALL_AREAS}`;
  return page > 1 ? `${title} - Page ${page}` : title;
}

const ALL_AREAS_IN_FULL = 'Devon and Torbay, and nearby in Cornwall, Dorset and Somerset';

/** The line under the heading: which beaches these are. */
export const listingScope = (location: string | undefined) =>
  `Dog-friendly beaches in ${location ?? ALL_AREAS_IN_FULL}, each with its dog rules.`;

export function listingDescription(location: string | undefined): string {
  const where = location ?? ALL_AREAS_IN_FULL;
  return `Search and filter dog-friendly beaches in ${where} by dog access, beach type, parking, facilities, cafes and lifeguards.`;
}

/** "Showing 25 to 48 of 180 beaches", "Showing 1 to 1 of 1 beach"; nothing for an empty list. */
export function showingLine(page: number, pageSize: number, total: number): string {
  if (total === 0) return '';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `Showing ${first} to ${last} of ${pluralise(total, 'beach', 'beaches')}`;
}
