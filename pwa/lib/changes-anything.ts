/**
 * Whether applying `change` to `current` would change any of its values (compared as they are:
 * a new object with the same contents counts as a change). For the small stores components
 * subscribe to: a notice that changes nothing would still re-render every subscriber.
 */
export function changesAnything<T extends object>(current: T, change: Partial<T>): boolean {
  return (Object.keys(change) as (keyof T)[]).some((key) => change[key] !== current[key]);
}
