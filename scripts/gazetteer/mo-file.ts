/**
 * Reads a GNU gettext .mo file (the compiled catalogue format) into a Map from msgid to msgstr.
 * Used for the Italian names in Debian's libgeonames-common (`it/LC_MESSAGES/geonames.mo`).
 */

const MAGIC_LE = 0x950412de;
const MAGIC_BE = 0xde120495;

/** Parses the bytes of a .mo file; plural forms keep only their first msgid and msgstr. */
export function parseMoFile(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = view.getUint32(0, true);
  const littleEndian = magic === MAGIC_LE;
  if (!littleEndian && magic !== MAGIC_BE) throw new Error('Not a .mo file: bad magic number.');
  const u32 = (offset: number): number => view.getUint32(offset, littleEndian);
  const count = u32(8);
  const originals = u32(12);
  const translations = u32(16);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stringAt = (table: number, index: number): string => {
    const length = u32(table + index * 8);
    const offset = u32(table + index * 8 + 4);
    return decoder.decode(bytes.subarray(offset, offset + length)).split('\0')[0] ?? '';
  };
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const id = stringAt(originals, i);
    if (id === '') continue; // the header entry
    out.set(id, stringAt(translations, i));
  }
  return out;
}
