/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy the built web app,
 * the gate's questionnaire iframe (ours or QUESTIONNAIRE_URL's origin) and the API docs work
 * under, nosniff, framing by our own pages only, and a referrer kept to our own origin.
 * Why each source is allowed: docs/decisions/0042-security-headers.md.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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

export async function registerSecurityHeaders(app: FastifyInstance, questionnaireUrl: string | null): Promise<void> {
  await app.register(helmet, {
    // Not helmet's defaults: they add upgrade-insecure-requests, which breaks a plain-http install.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(questionnaireUrl) },
    referrerPolicy: { policy: 'same-origin' },
    // HTTPS is the proxy's in front of us: HSTS is its promise to make, not this server's.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
