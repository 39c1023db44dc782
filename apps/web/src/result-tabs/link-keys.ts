/**
 * A result tab's keys in a shared link (issue 32, «Tabs register themselves»): the schema of each
 * key, how a link's keys become the tab's choice and back. The share fragment puts every tab's
 * keys beside the chart's own (features/share-link, assembled in app/result-tabs.ts), so a tab that
 * adds keys edits no shared list. Also the key schemas the chart's keys and the tabs' share.
 */
import { z } from 'zod/mini';
import type { NumberRange } from '@astrolabio/contract';

/** A key's schema: it reads the text after `key=` (a link always carries text). */
export type LinkKeySchema = z.ZodMiniType<unknown, string>;
export type LinkKeySchemas = Readonly<Record<string, LinkKeySchema>>;
/** The keys a link carries, read: each may be absent (a link of another tab, or an older link). */
export type LinkKeyValues<K extends LinkKeySchemas> = { [P in keyof K]?: z.output<K[P]> };

/** A tab's share-link codec, as the share fragment uses it (the tab's choice type erased: see tabLink). */
export interface TabLink<Choice = unknown> {
  /** Its keys and their schemas; none may be a key of the chart or of another tab (checked when the format is made). */
  keys: LinkKeySchemas;
  /** The choice the keys carry, or null when they carry none (the tab opens on its own default). */
  read(values: Readonly<Record<string, unknown>>): Choice | null;
  /** The keys for a choice: only those that differ from what an absent key means. */
  write(choice: Choice): Record<string, string>;
}

/**
 * Makes a tab's codec from its keys, typed: `read` receives what the keys' schemas parsed (the
 * share fragment parses a link with them before handing them over, hence the one cast here).
 */
export function tabLink<K extends LinkKeySchemas, Choice>(link: {
  keys: K;
  read: (values: LinkKeyValues<K>) => Choice | null;
  write: (choice: Choice) => { [P in keyof K]?: string };
}): TabLink<Choice> {
  return {
    keys: link.keys,
    read: (values) => link.read(values as LinkKeyValues<K>),
    write: (choice) => Object.fromEntries(Object.entries(link.write(choice)).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')),
  };
}

/** A decimal number written with a dot, inside `range` (coordinates, offsets). */
export const decimalIn = (range: NumberRange) => z.pipe(
  z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,8})?$/)),
  z.pipe(z.transform((s: string) => Number(s)), z.number().check(z.minimum(range.min), z.maximum(range.max))),
);

/** Free text of at most `max` characters (a name, a place), so that a link stays a link. */
export const shortText = (max: number) => z.string().check(z.maxLength(max));
