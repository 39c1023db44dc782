/**
 * A failed call to the server, with the Italian sentence to show. Its own module so that the query
 * client's retry rule (on the welcome gate's first page) does not take the whole API client and
 * its route schemas with it (issue 23).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, or null when the server could not be reached. */
  readonly status: number | null;
  /** The error response's JSON body, when it had one (some answers carry data besides `error`). */
  readonly body: unknown;
  /** The HTTP status line's text ('Bad Request'), for the spec's texts that quote it; '' when there was none. */
  readonly statusText: string;
  constructor(message: string, status: number | null, body: unknown = undefined, statusText = '') {
    super(message);
    this.status = status;
    this.body = body;
    this.statusText = statusText;
  }
}
