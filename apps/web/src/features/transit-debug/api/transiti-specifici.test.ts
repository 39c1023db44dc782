/** A failed day's texts (spec section 8): the spec's sentence with status and status text, the server's sentence beside it, or "Errore sconosciuto". */
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { dayFailure } from './transiti-specifici.ts';

describe('dayFailure', () => {
  test.each<[string, unknown, string, string | null]>([
    ['a 400 with the server\'s sentence', new ApiError('Il campo «targetDate» non è una data.', 400, { error: 'Il campo «targetDate» non è una data.' }, 'Bad Request'),
      'Errore nel calcolo transiti specifici: 400 Bad Request', 'Il campo «targetDate» non è una data.'],
    ['a 502 from a proxy, no JSON', new ApiError('Errore dal server: 502 Bad Gateway', 502, undefined, 'Bad Gateway'),
      'Errore nel calcolo transiti specifici: 502 Bad Gateway', null],
    ['a 500 without status text (HTTP/2)', new ApiError('Errore dal server: 500', 500, { error: ' ' }, ''),
      'Errore nel calcolo transiti specifici: 500', null],
    ['no connection', new ApiError('Impossibile contattare il server: controlla la connessione e riprova.', null),
      'Impossibile contattare il server: controlla la connessione e riprova.', null],
    ['an answer that does not match the contract', new ApiError('Il server ha risposto con dati non validi.', 200),
      'Il server ha risposto con dati non validi.', null],
    ['a programming error', new TypeError('Cannot read properties of undefined'), 'Errore sconosciuto', null],
    ['something thrown that is not an error', 'boom', 'Errore sconosciuto', null],
  ])('%s', (_, error, message, detail) => {
    expect(dayFailure(error)).toEqual({ message, detail });
  });
});
