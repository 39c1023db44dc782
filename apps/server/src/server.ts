/** Starts the Astrolabio server on PORT (default 3000). */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { siteConfigFromEnv } from './site-config.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const app = await buildApp({ logger: true, webDistDir, site: siteConfigFromEnv(process.env) });
await app.listen({ port, host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
