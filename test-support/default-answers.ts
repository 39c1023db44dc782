/**
 * Requests whose answers are committed (scripts/fixtures/default-answers.ts) and compared byte for
 * byte: those with no calculation setting under fixtures/default-answers/ (the answers before issue
 * 25's settings), and the returns' and techniques' under fixtures/codec-answers/ (the answers before
 * their codecs, issue 32).
 */
import { ROME_1990 } from './sample-births.ts';

export interface DefaultAnswerRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
  /** Send the first answer (the natal chart) as `natalData` in the body. */
  withNatalData?: boolean;
}

const YEAR = { startDate: '2025-01-01', endDate: '2025-12-31' };

export const DEFAULT_ANSWER_REQUESTS: readonly DefaultAnswerRequest[] = [
  { name: 'tema-natale.json', method: 'POST', url: '/api/tema-natale', body: ROME_1990 },
  { name: 'transiti-2025.json', method: 'POST', url: '/api/transiti', body: { natal: ROME_1990, ...YEAR } },
  { name: 'transiti-2025.csv', method: 'POST', url: '/api/transiti.csv', body: { natal: ROME_1990, ...YEAR } },
  { name: 'transiti-specifici-2025-03-14.json', method: 'POST', url: '/api/transiti-specifici', body: { targetDate: '2025-03-14' }, withNatalData: true },
  { name: 'transiti-mensili-2025-03.json', method: 'GET', url: '/api/transiti-mensili?startDate=2025-03-01&endDate=2025-03-31' },
];

/** A return place with a name (Milan), so that the answers carry `nome`. */
const MILANO = { latitude: 45.4642, longitude: 9.19, nome: 'Milano (MI)' };

export const CODEC_ANSWER_REQUESTS: readonly DefaultAnswerRequest[] = [
  { name: 'rivoluzione-solare-2025.json', method: 'POST', url: '/api/rivoluzione-solare', body: { natal: ROME_1990, year: 2025 } },
  {
    name: 'rivoluzione-solare-2027-milano-precessione.json', method: 'POST', url: '/api/rivoluzione-solare',
    body: { natal: ROME_1990, year: 2027, luogo: MILANO, zodiaco: 'precessionCorrected' },
  },
  { name: 'rivoluzioni-lunari-2025.json', method: 'POST', url: '/api/rivoluzioni-lunari', body: { natal: ROME_1990, ...YEAR, luogo: MILANO } },
  {
    name: 'mirata-2025.json', method: 'POST', url: '/api/rivoluzione-solare/mirata',
    body: { natal: ROME_1990, year: 2025, corpi: ['Luna', 'Venere'], filtri: { entroKm: 300 }, casa: MILANO, limit: 60 },
  },
  {
    // Places above the polar circle: Placidus falls back there, and the results say so (avvisi).
    name: 'mirata-2025-nord.json', method: 'POST', url: '/api/rivoluzione-solare/mirata',
    body: { natal: ROME_1990, year: 2025, filtri: { paesi: ['NO'] }, ordine: 'population', limit: 40 },
  },
  {
    // Lunations with the two eclipses of March 2025, the progressed Moon's ingresses and phases, the positions of a day.
    name: 'tecniche-2025.json', method: 'POST', url: '/api/tecniche',
    body: { natal: ROME_1990, ...YEAR, slowStartDate: '2020-01-01', slowEndDate: '2049-12-31', layers: ['Progressioni', 'Lunazioni ed eclissi'], points: ['Sole', 'Luna', 'Venere'], date: '2025-06-01' },
  },
];
