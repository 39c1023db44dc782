// The container's health check (Dockerfile HEALTHCHECK): exits 0 when GET /api/health answers
// 200 (ephemeris and subscribers' database usable), 1 otherwise. Plain JavaScript: it runs every
// 30 s and must not pay for TypeScript.
const port = process.env.PORT || '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(8000) });
  if (res.status !== 200) console.error(`/api/health: ${res.status} ${await res.text()}`);
  process.exitCode = res.status === 200 ? 0 : 1;
} catch (err) {
  console.error(`/api/health: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
