# syntax=docker/dockerfile:1
# The site's image: nginx serving the shell's build (pre-rendered pages included) and the remotes released to the
# hosting folder, and passing /api to the API instances (tools/deploy/site-nginx.mjs generates its configuration;
# tools/deploy/site-nginx.spec.mjs runs that configuration with nginx). Build it from `npm run package`'s folder,
# with the deployment's own shell/config.json in place:
#   node tools/deploy/site-nginx.mjs --shell dist/package/shell --api api-1:3000,api-2:3000 > dist/package/site.nginx.conf
#   docker build -f tools/deploy/site.Dockerfile -t evisa-site dist/package
# The hosting folder (remotes.json, remotes/: npm run release -- <remote> --hosting <folder>) is mounted at
# /srv/site/hosting, so that a release or roll-back needs no new image. TLS ends at the load balancer in front.
FROM nginxinc/nginx-unprivileged:1.27-bookworm

COPY shell/ /srv/site/shell/
COPY site.nginx.conf /etc/nginx/nginx.conf
# The configuration keeps its pid, temporary files and logs in /tmp/nginx; the logs go to the container's output.
RUN mkdir -p /tmp/nginx && ln -sf /dev/stdout /tmp/nginx/access.log && ln -sf /dev/stderr /tmp/nginx/error.log

EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["nginx", "-c", "/etc/nginx/nginx.conf"]
