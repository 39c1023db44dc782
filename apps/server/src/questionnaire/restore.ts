/**
 * `npm run iscritti -- ripristina`: a backup put back into a database that may be live (issue 33).
 * Before changing anything it compares the two and says what a restore would cost: the rows newer
 * than the backup and those changed since (replacing loses them; merging keeps them), and the rows
 * the backup has that the database no longer has (either way they come back, people who unsubscribed
 * or asked to be erased among them). Into an empty database it restores; into one with rows it
 * refuses until the operator chooses, `--sostituisci` or `--unisci`
 * (docs/decisions/0080-restore-into-a-live-database.md). Either way a safety copy of the database
 * as it was is kept first, and its place is said.
 */
import type { SubscriberRow, SubscriberStore } from './subscriber-store.ts';

export type RestoreMode = 'replace' | 'merge';

/** The options that choose, as typed. */
export const RESTORE_OPTIONS: Readonly<Record<RestoreMode, string>> = { replace: '--sostituisci', merge: '--unisci' };

export interface RestoreComparison {
  inBackup: number;
  /** In the database, not in the backup: arrived after it. Replacing loses them. */
  newer: number;
  /** In both, but different now (confirmed, cancelled links renewed, mailed since). Replacing takes them back to the backup's state. */
  changed: number;
  /** In the backup, not in the database: deleted since (unsubscribed, erased on request, expired) or lost. Either way they come back. */
  gone: number;
}

function sameRow(a: SubscriberRow, b: SubscriberRow): boolean {
  return (Object.keys(a) as (keyof SubscriberRow)[]).every((k) => a[k] === b[k]);
}

export function compareWithBackup(live: readonly SubscriberRow[], backup: readonly SubscriberRow[]): RestoreComparison {
  const backed = new Map(backup.map((r) => [r.email, r]));
  const current = new Set(live.map((r) => r.email));
  let newer = 0;
  let changed = 0;
  for (const row of live) {
    const old = backed.get(row.email);
    if (!old) newer++;
    else if (!sameRow(row, old)) changed++;
  }
  return { inBackup: backup.length, newer, changed, gone: backup.filter((r) => !current.has(r.email)).length };
}

const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the comparison means, in the operator's words. */
export function comparisonLines(c: RestoreComparison, source: string): string[] {
  return [
    `Il backup ${source} contiene ${n(c.inBackup, 'iscritto', 'iscritti')}.`,
    `${n(c.newer, 'iscritto del database è più recente', 'iscritti del database sono più recenti')} del backup (non ci sono): sostituendo andrebbero persi.`,
    `${n(c.changed, 'iscritto è cambiato', 'iscritti sono cambiati')} dopo il backup (per esempio ha confermato): sostituendo tornerebbero come nel backup.`,
    `${n(c.gone, 'iscritto del backup non è più', 'iscritti del backup non sono più')} nel database (cancellati, anche su richiesta, scaduti o persi): in entrambi i casi tornerebbero; chi ha chiesto la cancellazione va eliminato di nuovo (npm run iscritti -- elimina).`,
  ];
}

export interface RestoreOutcome {
  comparison: RestoreComparison;
  /** undefined: refused, nothing changed (a choice is needed). */
  done?: { mode: RestoreMode; safetyCopy: string; added: number; total: number };
}

/**
 * Compares, then restores into an empty database, or as `mode` says into one with rows; the safety copy first.
 * `stamp` names the safety copy (digits and `_`).
 */
export async function restoreFromBackup(target: SubscriberStore, backup: readonly SubscriberRow[], mode: RestoreMode | undefined, stamp: string): Promise<RestoreOutcome> {
  const live = await target.exportRows();
  const comparison = compareWithBackup(live, backup);
  const chosen = mode ?? (live.length === 0 ? 'replace' : undefined);
  if (!chosen) return { comparison };
  const safetyCopy = await target.safetyCopy(stamp);
  const added = await target.importRows(backup, chosen);
  return { comparison, done: { mode: chosen, safetyCopy, added, total: (await target.exportRows()).length } };
}
