/**
 * Security headers on every answer: a Content-Security-Policy the built web app, the gate's
 * questionnaire iframe (ours or QUESTIONNAIRE_URL's origin) and the API docs work under, nosniff,
 * framing by our own pages only, and a referrer kept to our own origin.
 * Why each source is allowed: docs/decisions/0042-security-headers.md.
 *
 * The headers are helmet's, computed once at start and set by one synchronous hook: @fastify/helmet
 * rebuilt helmet's middlewares and re-parsed the policy on every request (17 % of /api/health's
 * time; issue 23). To add a header, add a row to `securityHeaders`.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP directives, by helmet's camel-cased names; `questionnaireUrl` adds its origin to frame-src. */
export function contentSecurityPolicyDirectives(questionnaireUrl: string | null): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // Vite's build has no inline script; nothing is evaluated from strings.
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Mantine writes <style> elements at run time (CSS variables, responsive props): see the decision.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Mantine's and Swagger UI's CSS draw small icons as data: SVGs.
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: questionnaireUrl === null ? ["'self'"] : ["'self'", new URL(questionnaireUrl).origin],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/**
 * Browser features no page of ours uses, turned off for us and anything we frame (issue 22).
 * Clipboard writing and Web Share stay: the share link uses them (features/share-link).
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

function helmetOptions(questionnaireUrl: string | null): HelmetOptions {
  return {
    // Not helmet's defaults: they add upgrade-insecure-requests, which breaks a plain-http install.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(questionnaireUrl) },
    referrerPolicy: { policy: 'same-origin' },
    // HTTPS is the proxy's in front of us: HSTS is its promise to make, not this server's.
    strictTransportSecurity: false,
  };
}

/** The headers helmet's middleware sets with `options`, recorded once from a stand-in response. */
function headersHelmetSets(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    // X-Powered-By: Fastify never sets it, so there is nothing to remove.
    removeHeader: () => {},
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => (failure = err));
  if (failure) throw failure;
  return headers;
}

/** Every security header of an answer, name (lower case) and value, in the order they are set. */
export function securityHeaders(questionnaireUrl: string | null): readonly (readonly [name: string, value: string])[] {
  return [
    ...headersHelmetSets(helmetOptions(questionnaireUrl)),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
}

export function registerSecurityHeaders(app: FastifyInstance, questionnaireUrl: string | null): void {
  const headers = securityHeaders(questionnaireUrl);
  // On the raw response, as helmet did: a route's own header (the questionnaire's stricter policy) replaces it,
  // and an error answered later in the request still carries them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
