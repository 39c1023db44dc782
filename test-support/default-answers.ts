/**
 * The requests whose answers with no calculation setting are committed under
 * fixtures/default-answers/ (scripts/fixtures/default-answers.ts) and compared byte for byte.
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
