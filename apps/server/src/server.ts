/**
 * Starts the Astrolabio server: reads and checks the settings (server-config.ts), builds the app
 * (which opens the ephemeris, the subscribers' database and the source archive), listens, and on
 * SIGTERM/SIGINT closes within SHUTDOWN_TIMEOUT_MS. A failed start prints why, in Italian, and exits 1.
 */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { STARTUP_TEXTS } from './messages.ts';
import { serverConfigFromEnv, type ServerConfig } from './server-config.ts';
import { startupFailureIt } from './startup-errors.ts';
import { withFileSecrets } from './env.ts';
import { redactUrlSecrets } from './logging/redaction.ts';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Closes the app; exits 0 when done, or 1 when connections are still open at the deadline. */
function shutDownOn(app: FastifyInstance, timeoutMs: number): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const deadline = setTimeout(() => {
        console.error(STARTUP_TEXTS.shutdownDeadline(timeoutMs));
        process.exit(1);
      }, timeoutMs);
      void app.close().then(() => {
        clearTimeout(deadline);
        process.exit(0);
      });
    });
  }
}

let config: ServerConfig | undefined;
try {
  config = serverConfigFromEnv(withFileSecrets(process.env));
  const app = await buildApp({
    logLevel: config.logLevel,
    webDistDir,
    site: config.site,
    rateLimits: config.rateLimits,
    ipv6PrefixBits: config.ipv6PrefixBits,
    geocoder: config.geocoder,
    trustProxy: config.trustProxy,
    computePool: config.computePool,
  });
  shutDownOn(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  const reason = startupFailureIt(err, config);
  if (reason === undefined) throw err;
  // Every reason names its database without the password already; this is the last guard.
  console.error(STARTUP_TEXTS.failed(redactUrlSecrets(reason)));
  process.exit(1);
}
