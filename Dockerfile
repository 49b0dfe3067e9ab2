# syntax=docker/dockerfile:1
# The site's OCI image (ADR 0073, docs/deploy.md): built on the official Node image of the
# runtime's major (engines, .node-version), slim, its tag pinned; Renovate moves the tag.
ARG NODE_IMAGE=node:26.12.1-bookworm-slim

# 1. Every dependency, as the build needs them (its optional platform binaries too).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/runtime.mjs scripts/runtime.mjs
RUN npm install --no-audit --no-fund

# 2. The build: the pages, the browser's assets compressed, the host and its commands.
FROM deps AS build
COPY . .
RUN npm run build

# 3. The production dependencies alone: no development or optional package, no install script.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force

# 4. What runs: the build, the content, the production dependencies; nothing else.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    SITE_MODE=production \
    PORT=3000 \
    METRICS_PORT=9464 \
    DATABASE_URL=/app/data/site.db
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/server ./build/server
COPY --from=build /app/build/host ./build/host
COPY --from=build /app/build/editor ./build/editor
COPY content ./content
# The one folder the site writes besides /tmp: a SQLite file when DATABASE_URL names one. The
# root filesystem can be mounted read-only.
RUN mkdir -p /app/data && chown 1000:1000 /app/data
# The official image's `node` user, by number: Kubernetes can check runAsNonRoot against it.
USER 1000:1000
EXPOSE 3000 9464
VOLUME ["/app/data"]
# Node itself, in exec form: SIGTERM reaches the server's drain (npm would not forward it).
# Kubernetes ignores an image's HEALTHCHECK: its probes are in deploy/kubernetes/base.
CMD ["node", "build/host/main.js"]
