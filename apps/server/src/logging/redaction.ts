/**
 * What private data looks like in a log line, and the line without it (issue 33): e-mail addresses,
 * every value of a URL's query (the birth place, date and time of `resolve-location?place=…`, the
 * mail links' tokens, a geocoder's key), the password of a URL (`postgres://u:secret@…`,
 * `?password=…`) and anything shaped like a link token (32 or more URL-safe characters in a row).
 * Applied by the logger itself to each finished line (logger-options.ts), so no route can forget it.
 */

/** What stands in for a removed value. */
export const REDACTED = '[redatto]';

/** `scheme://user:password@` → `scheme://user:***@`; the password may hold `/`, `@`, `:` (issue 22), so up to the token's last `@`. */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s"'<>/@:]*):[^\s"'<>]*@/gi;

/** A password given as a parameter (`?password=…`, libpq's `sslpassword=…`), inside a URL or not. */
const PASSWORD_PARAMETER = /\b((?:ssl)?password|passwd|pwd)=[^\s"'&#<>]*/gi;

/**
 * An e-mail address, as loosely as a log needs: a run of non-separators, `@`, a domain with a dot.
 * Looser than RFC 5322 on purpose: a false positive costs a word of a log line, a miss an address.
 * No `*` before the `@`: that is a URL whose password was already hidden (`user:***@host`).
 */
const EMAIL = /[^\s"'<>()[\]{},;:\\/@=?&*]+@[^\s"'<>()[\]{},;:\\/@=?&]+\.[^\s"'<>()[\]{},;:\\/@=?&]+/g;

/** A query string: from `?` to the first space, quote, backslash (JSON escapes), `#` or angle bracket. */
const QUERY = /\?([^\s"'\\#<>]+)/g;

/** A link token (256 random bits are 43 base64url characters) or a hex digest: 32 or more in a row. */
const TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

/** Each `name=value` of a query keeps its name; a part without `=` goes whole. */
function redactQuery(query: string): string {
  return query.split('&').map((part) => {
    const eq = part.indexOf('=');
    return eq < 0 ? (part === '' ? '' : REDACTED) : `${part.slice(0, eq)}=${REDACTED}`;
  }).join('&');
}

/**
 * The passwords of URLs only (`scheme://user:***@`, `password=***`): for texts that must keep
 * everything else, such as the Italian reason of a failed start naming a file or a server.
 */
export function redactUrlSecrets(text: string): string {
  return redactPasswordParameters(text.replace(URL_PASSWORD, '$1:***@'));
}

/** `?password=secret` → `?password=***` (libpq takes the password as a parameter too). */
export function redactPasswordParameters(text: string): string {
  return text.replace(PASSWORD_PARAMETER, '$1=***');
}

/**
 * The text with every kind of private data above replaced by REDACTED (passwords by `***`). Safe on
 * a line of JSON: no quote, backslash or brace is removed or added, so the line stays valid JSON.
 */
export function redactPrivateData(text: string): string {
  return redactUrlSecrets(text)
    .replace(QUERY, (_whole, query: string) => `?${redactQuery(query)}`)
    .replace(EMAIL, REDACTED)
    .replace(TOKEN, REDACTED);
}
