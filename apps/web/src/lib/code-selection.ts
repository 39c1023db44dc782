/** A selection of codes offered as options with quick choices (the filter bars' check groups). */

/** The selection as the options list it: in their order, once each, unknown codes dropped. */
export function inOptionOrder<C extends string>(selection: readonly C[], options: readonly C[]): C[] {
  const chosen = new Set(selection);
  return options.filter((c) => chosen.has(c));
}

/** The preset the selection equals (order aside), if any: its button shows as pressed. */
export function matchingPreset<K extends string, C extends string>(selection: readonly C[], presets: Readonly<Record<K, readonly C[]>>): K | null {
  const chosen = new Set(selection);
  for (const key of Object.keys(presets) as K[]) {
    const codes = presets[key];
    if (codes.length === chosen.size && codes.every((c) => chosen.has(c))) return key;
  }
  return null;
}
