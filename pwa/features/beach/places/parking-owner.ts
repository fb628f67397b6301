/** Spec §9: the owner badge colour follows who runs the car park. */
export function ownerPalette(owner: string | null | undefined): 'blue' | 'green' | 'purple' | 'gray' {
  const name = owner ?? '';
  if (/council|authority/i.test(name)) return 'blue';
  if (/national trust/i.test(name)) return 'green';
  if (/private|estate/i.test(name)) return 'purple';
  return 'gray';
}
