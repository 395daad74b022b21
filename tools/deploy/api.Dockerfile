# syntax=docker/dockerfile:1
# The API's image, built from the packaged artifact (`npm run package`: dist/package/api/, or its .tar.gz unpacked):
#   docker build -f tools/deploy/api.Dockerfile -t evisa-api dist/package/api
# Its dependencies are installed from the artifact's lock, the workspace's tested lock cut down to the API's runtime
# packages (`npm ci`, never resolved afresh), on the image's own platform. tools/deploy/api-image.spec.mjs carries
# out these steps in a plain folder and checks the result.
FROM node:24.21.0-bookworm-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    METRICS_HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    MALLOC_MMAP_THRESHOLD_=131072

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY main.js migrate.js passport-read-worker.js ./

# The image's unprivileged user; the API writes nothing to its folder.
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is the container's first process and receives SIGTERM itself (readiness drains first, docs/operations.md).
STOPSIGNAL SIGTERM
# Before a new version starts, once per deployment: docker run --rm <same environment> evisa-api node migrate.js
# node's options for the API are those of tools/api-node-options.mjs, which says why (its spec checks this line).
CMD ["node", "--expose-gc", "main.js"]
