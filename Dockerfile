# Astrolabio's container image (docs/decisions/0045-deployment.md). Built with the commands CI runs
# (npm ci, npm run build), then run from the same files without dev dependencies, as the
# unprivileged user `node`. compose.yaml runs two replicas of it behind Caddy, with Postgres.

# --- build: the native addons (sweph, better-sqlite3) compile here, with the web app and the source archive.
FROM node:20.19-bookworm AS build
WORKDIR /app
# node-gyp compiles against this Node's own headers; the repository's .npmrc names the CI machine's (/usr).
ENV npm_config_nodedir=/usr/local
COPY . .
RUN npm ci
RUN npm run build
RUN npm prune --omit=dev

# --- runtime: Node, the pruned node_modules, the sources tsx runs, ephemeris files, gazetteer, built web app.
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server ./apps/server
COPY --from=build /app/apps/web/package.json ./apps/web/package.json
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/data/gazetteer ./data/gazetteer
COPY --from=build /app/deploy/healthcheck.mjs ./deploy/healthcheck.mjs
# Without DATABASE_URL the subscribers go to .data/iscritti.sqlite: mount a volume there to keep them.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Readiness (/api/health: the ephemeris and a rolled-back write to the subscribers' database): what
# `docker compose ps` shows and the proxy's start waits for. Caddy routes by liveness (Caddyfile).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
