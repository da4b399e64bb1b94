/**
 * Two arrays each sorted by `order`, merged into one sorted array (stable: on a tie the item of `a` comes first).
 * Linear in their lengths, so a long kept list takes a few changed items without being sorted again.
 */
export function mergeSorted<T>(a: readonly T[], b: readonly T[], order: (x: T, y: T) => number): T[] {
  const merged: T[] = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = order(b[j] as T, a[i] as T) < 0 ? (b[j++] as T) : (a[i++] as T);
  while (i < a.length) merged[k++] = a[i++] as T;
  while (j < b.length) merged[k++] = b[j++] as T;
  return merged;
}
