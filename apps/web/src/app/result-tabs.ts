/**
 * The result tabs, found by convention (issue 32): every `features/<feature>/tab.ts(x)` exports its
 * spec as `resultTab` (result-tabs/tab-spec.ts), in the order the specs give; and the share link's
 * format, made from the chart's keys and every tab's. A new tab is a new feature folder with its
 * tab module: nothing here, in MainScreen or in the share fragment changes. The spec modules are
 * small (their panels load lazily), and in the chart screen's chunk, not the first page's.
 */
import type { ResultTabSpec } from '../result-tabs/tab-spec.ts';
import { createShareFormat } from '../features/share-link/index.ts';

/** The chart's own tabs, before any feature's. */
export const CHART_TABS = ['pianeti', 'case', 'aspetti'] as const;

/** The specs of `modules` (path → spec), checked and in order: unique ids, none of the chart's own. */
export function orderedResultTabs(modules: Readonly<Record<string, ResultTabSpec | undefined>>): ResultTabSpec[] {
  const seen = new Map<string, string>();
  for (const [path, spec] of Object.entries(modules)) {
    if (!spec) throw new Error(`${path}: a tab module exports its spec as \`resultTab\``);
    const other = seen.get(spec.id) ?? ((CHART_TABS as readonly string[]).includes(spec.id) ? 'the chart' : undefined);
    if (other) throw new Error(`${path}: the tab id «${spec.id}» is already ${other}'s`);
    seen.set(spec.id, path);
  }
  return Object.values(modules).filter((s): s is ResultTabSpec => s !== undefined).sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

export const RESULT_TABS = orderedResultTabs(import.meta.glob<ResultTabSpec>('../features/*/tab.{ts,tsx}', { eager: true, import: 'resultTab' }));

export const SHARE_FORMAT = createShareFormat(RESULT_TABS);
