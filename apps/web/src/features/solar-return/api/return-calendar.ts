/** POST /api/rivoluzione-solare.ics: the return instants of several years as a calendar file. */
import { postForFile } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';
import type { NatalRequest, ReturnPlace } from './natal-request.ts';
import type { ReturnZodiac } from './rivoluzione-solare.ts';

export async function downloadReturnCalendar(body: { natal: NatalRequest; fromYear: number; toYear: number; zodiaco: ReturnZodiac; luogo?: ReturnPlace }): Promise<void> {
  const file = await postForFile('/api/rivoluzione-solare.ics', body, `rivoluzioni-solari-${body.fromYear}-${body.toYear}.ics`);
  downloadBlob(file.fileName, file.blob);
}
