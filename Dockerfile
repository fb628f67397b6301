# syntax=docker/dockerfile:1
# Production image: `docker compose up -d --build` (compose.yaml) or
#   docker build -t devon-dog-beaches . && docker run --env-file .env -p 3000:3000 devon-dog-beaches
# NODE_ENV is production here, so .env must say how browsers reach the container (README "Proxies
# and client addresses"): TRUST_PROXY=0 when they connect to it directly, else the number of proxies
# in front with TRUSTED_PROXIES the nearest one's address. It refuses to start without them.
# The app runs with `node --import tsx` from its TypeScript sources, like `npm start` (tsx and the
# server renderer's packages are production dependencies); the PWA is built here, once.

ARG NODE_VERSION=20

# ---- install + build: every dependency, the PWA into dist/, then only production ones kept ----
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: production dependencies, the sources the server runs, the built dist/ ----
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PWA_OUT_DIR=dist \
    UPLOADS_DIR=/app/var/uploads \
    MAIL_DIR=/app/var/mail
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json /app/manifest.webmanifest ./
COPY --from=build /app/node_modules ./node_modules
# api/ and db/ serve and migrate; domain/ is shared with the PWA; pwa/ is what the server renders
# public pages with (api/middleware/server-render.ts); db/data holds the seed dataset; scripts/
# has the by-hand jobs (npm run admin:create, retention, import:water-quality).
COPY --from=build /app/api ./api
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/db ./db
COPY --from=build /app/domain ./domain
COPY --from=build /app/pwa ./pwa
COPY --from=build /app/dist ./dist
# npm start rebuilds dist/ when its index.html looks older than the sources; the image has no Vite
# (a dev dependency), so the build must look as new as it is.
RUN touch dist/index.html \
 && mkdir -p var/uploads var/mail \
 && chown -R node:node var
USER node
EXPOSE 3000
# /healthz answers from the process alone (no database); the proxy asks /readyz (compose.yaml).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates (under a PostgreSQL advisory lock, so replicas starting together take turns), seeds an
# empty database, makes the first admin if there is none, then serves. SIGTERM drains requests.
CMD ["node", "--import", "tsx", "api/start.ts"]
