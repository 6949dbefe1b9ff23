# syntax=docker/dockerfile:1
#
# Astor container image (see docs/deployment.md).
#
# Not run in CI: the CI machine has no Docker engine, so this file has not been built there. What was
# checked instead: the runtime layout below (production dependencies of the server workspace only, the
# bundled server and the built web app) was assembled by hand with the same npm commands and served
# documents from S3-compatible storage, including OCR with the bundled language data.
#
#   docker build -t astor .
#   docker run -p 3000:3000 -v astor-data:/data astor

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- manifests: the workspaces' package files, what `npm ci` reads in the build and deps stages below
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/

# ---- build: every dependency, then the web app (web/dist) and the server bundle (server/dist)
FROM manifests AS build
# Install scripts: esbuild's only, as `allowScripts` in package.json says.
RUN npm ci --ignore-scripts && npm rebuild esbuild
COPY . .
RUN npm run build

# ---- deps: the server's production dependencies only (dev dependencies pruned; nothing of the web
# build, which is static files by now). They include what the document worker loads at run time:
# piscina, tesseract.js and its language data (@tesseract.js-data/eng), pdf, docx and image readers.
FROM manifests AS deps
RUN npm ci --omit=dev --ignore-scripts --workspace server && npm cache clean --force

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY server/package.json server/
# main.js, document-worker.js (loaded by the worker threads, beside main.js) and the SQL migrations.
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
