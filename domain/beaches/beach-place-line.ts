/**
 * The place line under a beach's name: its address and its area, each place named once. The
 * area (the directory's grouping: "North Devon", "Somerset") is often the county the address
 * ends with, or a finer name for it, so it is added only where it says something new.
 */

const words = (text: string) => text.trim().toLowerCase();
/** "north somerset" ends with "somerset": the longer name already says the shorter. */
const endsWithName = (longer: string, shorter: string) =>
  words(longer) === words(shorter) || words(longer).endsWith(` ${words(shorter)}`);

/**
 * "The Esplanade, Burnham-on-Sea, Somerset" (area Somerset, already named);
 * "Croyde, Braunton, North Devon" (the area is a finer name for the county it ends with);
 * "Beacon Quay, Torquay, Devon · Torbay" (a place the address does not name).
 */
export function beachPlaceLine(fullAddress: string | null | undefined, area: string): string {
  const parts = (fullAddress ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return area;
  const last = parts.length - 1;
  if (parts.some((part) => endsWithName(part, area))) return parts.join(', ');
  if (endsWithName(area, parts[last])) return [...parts.slice(0, last), area].join(', ');
  return `${parts.join(', ')} · ${area}`;
}
