/**
 * The check a shared link ends with (issue 34: a link copied in part opened a chart with default
 * settings in silence): FNV-1a, 32 bits, over the link's keys and values in key order, written in
 * base 36 (at most 7 characters). It catches a link cut short or a value changed by hand or by a
 * messenger; it is no signature, and needs none: the link's owner can write any chart anyway.
 */

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of a text's UTF-16 code units, as an unsigned 32-bit number. */
function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/**
 * The check of a link's keys (the check's own key left out by the caller). Keys in code-unit order
 * and values as read, so that the same link checks the same however its keys are ordered or escaped.
 */
export function linkCheck(params: URLSearchParams): string {
  const canonical = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  return fnv1a32(canonical).toString(36);
}
