/** "Sarah M." from a contributor's names, without showing a surname in full. */
export function personName(
  user: { firstName: string | null; lastName: string | null } | null | undefined,
): string {
  const first = user?.firstName?.trim();
  const initial = user?.lastName?.trim().charAt(0);
  if (!first) return 'A visitor';
  return initial ? `${first} ${initial}.` : first;
}
