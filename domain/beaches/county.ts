/** The county of a beach's location: Devon's districts, Torbay and Plymouth are Devon; any other location is its own county. */
export function countyOf(location: string): string {
  if (['South Devon', 'North Devon', 'East Devon', 'Torbay', 'Plymouth'].includes(location)) return 'Devon';
  return location;
}
