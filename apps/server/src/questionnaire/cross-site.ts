/**
 * Whether a browser says a form post came from another site (cross-site request forgery): the
 * built-in questionnaire refuses those, since any page could otherwise subscribe its visitors.
 */
import type { IncomingHttpHeaders } from 'node:http';

/**
 * `Sec-Fetch-Site` when the browser sends it (every current one does): only `same-origin` and
 * `none` (typed or bookmarked) pass. Otherwise `Origin` must name this very host. A request with
 * neither header is not a browser's cross-site post (curl, scripts): the rate limit covers those.
 */
export function isCrossSitePost(headers: IncomingHttpHeaders, host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  // "null": a sandboxed frame or a privacy-sensitive redirect; our own gate never sends it.
  if (!URL.canParse(origin)) return true;
  const from = new URL(origin);
  // The Host header read with the origin's scheme, so that a default port (":80") compares equal.
  const own = URL.canParse(`${from.protocol}//${host}`) ? new URL(`${from.protocol}//${host}`).host : undefined;
  return from.host !== own;
}
