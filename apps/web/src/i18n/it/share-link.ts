/** UI copy of the share link (features/share-link): part of the one catalogue `it` (../it.ts). */
export const share = {
  button: 'Condividi',
  linkLabel: 'Link a questo tema',
  /** Under the link: what it carries, and that it stays out of the server's reach. */
  linkHint: 'Il link contiene dati di nascita, opzioni e periodo dopo il segno #: il browser non li invia al server.',
  copied: 'Link copiato negli appunti.',
  shared: 'Link condiviso.',
  copyFailed: 'Non è stato possibile copiare il link: selezionalo qui sotto e copialo a mano.',
  shareTitle: (name: string) => (name ? `Tema natale di ${name} — Astrolabio` : 'Tema natale — Astrolabio'),
  unreadableTitle: 'Link non leggibile',
  unreadable: {
    broken: 'Il link aperto non contiene un tema leggibile: forse è stato copiato a metà o modificato. Il modulo è rimasto com’era.',
    cut: 'Il link aperto è incompleto o è stato modificato: forse è stato copiato solo in parte. Il modulo è rimasto com’era: copia di nuovo il link intero.',
    version: 'Il link aperto è di un’altra versione di Astrolabio e non si può leggere. Il modulo è rimasto com’era.',
  },
} as const;
