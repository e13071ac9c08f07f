# The Nordshop production image: one Node process serving the pages and the API under /api
# (apps/storefront/dist/server/main.js). See deploy/README.md for compose, nginx and the settings.
#
#   docker build -t nordshop .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… nordshop

ARG NODE_IMAGE=node:24-bookworm-slim

# --- manifests: the package.json files and the lockfile, alone, so that the dependency layer of
# the build stage is reused for as long as they are unchanged (the rest of the source is not in it).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && cp --parents package.json package-lock.json apps/*/package.json libs/*/package.json /manifests

# --- build: every dependency (the build tools are devDependencies), then the client and SSR builds.
FROM ${NODE_IMAGE} AS build
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false CI=true
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# apps/storefront: `vite build && vite build --ssr src/server/main.ts --outDir dist/server`.
# The workspace libraries, the API and its migrations (apps/api/drizzle, imported with
# import.meta.glob) are bundled into dist/server; the packages in node_modules stay external.
RUN npx nx run storefront:build --output-style=static
# Every package of the shop is a devDependency of the root package.json, so `npm ci --omit=dev`
# would leave out nearly everything the server imports. Instead the script parses the server
# bundle, lists the packages it imports and copies them with their dependency closure (from the
# node_modules installed above from the lockfile, so the same versions) into /runtime/node_modules.
RUN node deploy/runtime-node-modules.mjs apps/storefront/dist/server /runtime

# --- runtime: Node, the build output and the server's packages; no npm scripts, no sources.
FROM ${NODE_IMAGE} AS runtime
# React and the router read NODE_ENV when they load: production renders several times faster.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build /runtime/node_modules ./node_modules
# dist/server (main.js and its chunks) and dist/client (the assets it serves and the Vite
# manifest it reads at start); the client source maps stay in the build stage.
COPY --from=build /app/apps/storefront/dist/server ./apps/storefront/dist/server
COPY --from=build /app/apps/storefront/dist/client ./apps/storefront/dist/client
# The embedded database's directory, for a run without DATABASE_URL (one process, demo only).
RUN mkdir -p /app/.data && chown node:node /app/.data
# The official image's unprivileged user (uid 1000); the files above stay owned by root.
USER node
EXPOSE 3000
# Liveness only: whether the database is reachable is /readyz (the compose healthcheck).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the command (no npm, no shell), so SIGTERM reaches the server's graceful shutdown.
CMD ["node", "apps/storefront/dist/server/main.js"]
