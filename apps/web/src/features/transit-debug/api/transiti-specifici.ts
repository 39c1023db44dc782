/**
 * POST /api/transiti-specifici for the Debug Transiti tab: one day's positions and transit aspects
 * to the chart the user computed, decoded here once into codes, and the spec's per-day failure text
 * (section 8).
 */
import { API_ROUTES, decodeDebugDay, type DebugDayCodes, type TemaNataleResponse, type TransitiSpecificiResponse } from '@astrolabio/contract';
import { ApiError, callRoute } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';

/** The natal chart sent back as `natalData`: the tema-natale answer as the user computed it. */
export type DebugNatalChart = TemaNataleResponse;

/** A day's answer: in codes for the tables, and as the server sent it for «Risposta del server (JSON)». */
export interface DebugDayAnswer {
  codes: DebugDayCodes;
  raw: TransitiSpecificiResponse;
}

export async function fetchTransitiSpecifici(targetDate: string, natalData: DebugNatalChart, signal?: AbortSignal): Promise<DebugDayAnswer> {
  const raw = await callRoute(API_ROUTES.transitiSpecifici, { body: { targetDate, natalData } }, { signal });
  return { codes: decodeDebugDay(raw), raw };
}

const serverSentence = (body: unknown): string | null =>
  body !== null && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error.trim() ? body.error : null;

/**
 * A failed day's text (spec section 8, "the message, or Errore sconosciuto"): for an answer that is
 * not ok, the spec's "Errore nel calcolo transiti specifici: {status} {statusText}" with the server's
 * own sentence as detail; for the client's other failures (no connection, an unreadable answer) its
 * Italian message; for anything else, which would carry no Italian text, "Errore sconosciuto".
 */
export function dayFailure(error: unknown): { message: string; detail: string | null } {
  if (!(error instanceof ApiError)) return { message: it.debug.unknownError, detail: null };
  if (error.status !== null && (error.status < 200 || error.status >= 300)) {
    return { message: it.debug.specificTransitsFailed(error.status, error.statusText), detail: serverSentence(error.body) };
  }
  return { message: error.message, detail: null };
}
