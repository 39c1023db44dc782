/** Binary search over a sorted array of strings (sorted by code unit, as `<` compares them). */

/** The index of the first string not less than `text` (the array's length when there is none). */
export function lowerBound(sorted: readonly string[], text: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
