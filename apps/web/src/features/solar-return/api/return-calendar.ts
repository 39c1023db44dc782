/** POST /api/rivoluzione-solare.ics: the return instants of several years as a calendar file. */
import { API_ROUTES } from '@astrolabio/contract';
import { postRouteForFile } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import type { NatalRequest, ReturnPlace } from './natal-request.ts';
import type { ReturnZodiac } from './rivoluzione-solare.ts';

export async function downloadReturnCalendar(body: { natal: NatalRequest; fromYear: number; toYear: number; zodiaco: ReturnZodiac; luogo?: ReturnPlace }): Promise<void> {
  const file = await postRouteForFile(API_ROUTES.rivoluzioneSolareIcs, body);
  downloadBlob(file.fileName, file.blob);
}
