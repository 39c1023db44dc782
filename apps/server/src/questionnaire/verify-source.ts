/**
 * `npm run iscritti -- verifica <e-mail> <indirizzo IP>`: whether a subscription was made from the
 * address someone claims (GDPR art. 7: the controller shows the consent), by recomputing the keyed
 * hash the row holds (consent-record.ts). The key is the one that made the row's hash: the
 * deployment's (CONSENT_HASH_KEY, else the one kept in the database), or an older one after a
 * rotation, given with `--chiave-file`; the row's key id says which it must be.
 */
import { clientAddressHash } from './consent-record.ts';
import { CONSENT_KEY_SETTING, consentKeyId } from './consent-key.ts';
import { normalizeEmail, type SubscriberStore } from './subscriber-store.ts';

export type SourceCheck =
  | { outcome: 'noSubscriber' | 'noHash' | 'noKey' }
  | { outcome: 'otherKey'; rowKeyId: string; keyId: string }
  | { outcome: 'matches' | 'differs'; keyId: string };

/** The row's hash against the claimed client address, with `key` or else the deployment's key. */
export async function verifySource(store: SubscriberStore, email: string, clientAddress: string, key: string | null): Promise<SourceCheck> {
  const row = (await store.exportRows()).find((r) => r.email === normalizeEmail(email));
  if (!row) return { outcome: 'noSubscriber' };
  if (row.sourceHash === null) return { outcome: 'noHash' };
  const used = key ?? await store.setting(CONSENT_KEY_SETTING) ?? null;
  if (used === null) return { outcome: 'noKey' };
  const keyId = consentKeyId(used);
  // Rows from before the key id (issue 33) have none: the hash itself decides.
  if (row.sourceKeyId !== null && row.sourceKeyId !== keyId) return { outcome: 'otherKey', rowKeyId: row.sourceKeyId, keyId };
  return { outcome: clientAddressHash(used, clientAddress) === row.sourceHash ? 'matches' : 'differs', keyId };
}

/** The outcome in the operator's words. */
export function sourceCheckIt(check: SourceCheck, email: string, clientAddress: string): string {
  switch (check.outcome) {
    case 'noSubscriber': return `Nessun iscritto con e-mail ${email}.`;
    case 'noHash': return `L’iscrizione di ${email} è di prima del registro del consenso: non ha un’impronta dell’indirizzo IP da confrontare.`;
    case 'noKey': return 'Nessuna chiave: imposta CONSENT_HASH_KEY (o CONSENT_HASH_KEY_FILE) oppure indica il file della chiave con --chiave-file.';
    case 'otherKey': return `L’impronta di ${email} è stata fatta con un’altra chiave (id ${check.rowKeyId}; questa è ${check.keyId}): indica quella chiave con --chiave-file.`;
    case 'matches': return `Corrisponde: l’iscrizione di ${email} è partita dall’indirizzo ${clientAddress} (chiave ${check.keyId}).`;
    case 'differs': return `Non corrisponde: l’iscrizione di ${email} non è partita dall’indirizzo ${clientAddress} (chiave ${check.keyId}).`;
  }
}
