/**
 * POST /api/transiti-specifici for the Debug Transiti tab: one day's positions and transit aspects
 * to the chart the user computed, and the spec's per-day failure text (section 8).
 */
import { API_ROUTES, type TemaNataleResponse, type TransitiSpecificiResponse } from '@astrolabio/contract';
import { ApiError, callRoute } from '../../../lib/api-client.ts';
import { it } from '../../../i18n/it.ts';

/** The natal chart sent back as `natalData`: the tema-natale answer as the user computed it. */
export type DebugNatalChart = TemaNataleResponse;

export function fetchTransitiSpecifici(targetDate: string, natalData: DebugNatalChart, signal?: AbortSignal): Promise<TransitiSpecificiResponse> {
  return callRoute(API_ROUTES.transitiSpecifici, { body: { targetDate, natalData } }, { signal });
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
