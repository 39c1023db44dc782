/** A missing text key fails loudly in development and tests instead of rendering "undefined". */
import { describe, expect, test } from 'vitest';
import { it } from './it.ts';
import { MissingTextError, strictCatalogue } from './strict.ts';

describe('text catalogue', () => {
  test('throws on a key that does not exist, naming its path', () => {
    const dynamic = it.results as unknown as Record<string, string>;
    expect(() => dynamic['tabPianeti']).toThrow(MissingTextError);
    expect(() => dynamic['tabPianeti']).toThrow('it.results.tabPianeti');
  });

  test('reads existing keys and functions', () => {
    expect(it.results.tabPlanets).toBe('Pianeti');
    expect(it.errors.server(500, 'Internal Server Error')).toBe('Errore dal server: 500 Internal Server Error');
  });

  test('is a plain object when not strict (production)', () => {
    const c = { a: 'x' };
    expect(strictCatalogue(c, false)).toBe(c);
  });

  test("the spec's verbatim texts are there", () => {
    expect([
      it.form.submit, it.form.submitting, it.results.errorTitle, it.results.noAspects, it.monthly.tab, it.monthly.error,
      it.place.resolve, it.place.suggestionsError, it.place.resolveError, it.place.missingCoordinates, it.place.missingTimezone,
      it.profiles.saved, it.profiles.loaded, it.profiles.deleted, it.profiles.imported, it.profiles.cleared,
      it.testing.backHome, it.testing.transitsTableTitle, it.testing.backTesting, it.testing.newBadge, it.errors.unknown,
    ]).toEqual([
      'Calcola Tema Natale Completo', 'Calcolo tema natale in corso...', 'Errore!', 'Nessun aspetto significativo trovato', 'Transiti Mensili', 'Errore nel recupero transiti mensili',
      'Ottieni Coordinate', 'Errore nel recupero suggerimenti.', 'Errore durante il recupero dei dati.', 'Coordinate non trovate. Inserisci manualmente.', 'Fuso orario non trovato. Inserisci manualmente.',
      'Profilo salvato con successo', 'Profilo caricato', 'Profilo eliminato', 'Profilo importato correttamente', 'Campi svuotati correttamente',
      'Torna alla Home', 'Test Tabella Transiti', 'Torna al Testing', 'NUOVO', 'Errore sconosciuto',
    ]);
  });
});
