/** All visible UI copy, in Italian. Components import keys from here; no text is typed elsewhere. */
export const it = {
  appName: 'Astrolabio',
  tagline: 'Tema natale e transiti planetari',
} as const;
