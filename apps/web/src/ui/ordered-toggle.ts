/** Adds or removes one item of a list kept in a fixed order (checkbox groups). */
export function toggleIn<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const next = on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
  return order.filter((x) => next.includes(x));
}
