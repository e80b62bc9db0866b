#!/usr/bin/env node
/*
 * Renders Kokpit's nginx site (kokpit.conf.template) for the nodes given: with TLS for
 * production, plain HTTP for a loopback test. docs/DEPLOYMENT.md shows it in use.
 *
 *   node deploy/nginx/render.mjs --server-name kokpit.gr \
 *     --node 10.0.0.11:3001 --node 10.0.0.12:3001 \
 *     --tls-cert /etc/letsencrypt/live/kokpit.gr/fullchain.pem \
 *     --tls-key /etc/letsencrypt/live/kokpit.gr/privkey.pem > /etc/nginx/sites-available/kokpit
 *
 *   node deploy/nginx/render.mjs --plain --listen 127.0.0.1:8080 \
 *     --node 127.0.0.1:3001 --node 127.0.0.1:3002 --standalone /tmp/kokpit-nginx
 *   nginx -p /tmp/kokpit-nginx -c /tmp/kokpit-nginx/nginx.conf
 *
 * --standalone DIR writes DIR/kokpit.conf and a whole nginx configuration DIR/nginx.conf around
 * it (pid, logs, temporary files and the asset cache under DIR, no daemon); without it the site
 * goes to standard output. --worker-connections N sets that configuration's connections per
 * worker (1024 unless given; each learner's socket takes two, from the browser and to a node).
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

const usage = `usage: render.mjs --node HOST:PORT [--node HOST:PORT …]
  (--tls-cert PEM --tls-key PEM | --plain) [--server-name NAME] [--listen ADDR:PORT]
  [--cache-dir DIR] [--fail-timeout SECONDS] [--standalone DIR [--worker-connections N]]`;

function fail(message) {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    node: { type: 'string', multiple: true, default: [] },
    'server-name': { type: 'string', default: '_' },
    listen: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    plain: { type: 'boolean', default: false },
    'cache-dir': { type: 'string' },
    'fail-timeout': { type: 'string', default: '10' },
    standalone: { type: 'string' },
    'worker-connections': { type: 'string', default: '1024' },
  },
});

const nodes = values.node;
if (nodes.length === 0) fail('name at least one node (--node HOST:PORT)');
for (const node of nodes) {
  if (!/^[\w.-]+:\d{1,5}$|^\[[\da-fA-F:]+\]:\d{1,5}$/.test(node))
    fail(`"${node}" is not HOST:PORT`);
}
const tls = values['tls-cert'] !== undefined || values['tls-key'] !== undefined;
if (tls && (!values['tls-cert'] || !values['tls-key']))
  fail('--tls-cert and --tls-key go together');
if (tls === values.plain) fail('choose TLS (--tls-cert, --tls-key) or --plain');
if (!/^\d{1,4}$/.test(values['fail-timeout'])) fail('--fail-timeout is whole seconds');
const workerConnections = values['worker-connections'];
if (!/^\d{3,6}$/.test(workerConnections))
  fail('--worker-connections is a number from 100 to 999999');
const serverName = values['server-name'];
if (!/^[\w.*-]+( [\w.*-]+)*$/.test(serverName)) fail(`"${serverName}" is not a server name`);

// Values go into nginx's syntax as they are: nothing that would end or open a directive.
for (const name of ['listen', 'tls-cert', 'tls-key', 'cache-dir', 'standalone']) {
  const value = values[name];
  if (value !== undefined && !/^[^\s;{}'"#$\\]+$/.test(value))
    fail(`--${name}: "${value}" holds a space or one of ; { } ' " # $ \\`);
}
const standalone = values.standalone === undefined ? undefined : resolve(values.standalone);
const cacheDir =
  values['cache-dir'] ?? (standalone ? join(standalone, 'cache') : '/var/cache/nginx/kokpit');
const accessLog = standalone ? join(standalone, 'access.log') : '/var/log/nginx/kokpit.access.log';

function listenLines() {
  if (!tls) return [`listen ${values.listen ?? '80'};`];
  const port = values.listen ?? '443';
  return [
    `listen ${port} ssl http2;`,
    ...(values.listen ? [] : ['listen [::]:443 ssl http2;']),
    `ssl_certificate ${values['tls-cert']};`,
    `ssl_certificate_key ${values['tls-key']};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:kokpit_tls:10m;',
    'ssl_session_timeout 1d;',
    // The nodes add Strict-Transport-Security themselves when told the request came over HTTPS.
  ];
}

/** Port 80 answers only certificate challenges and sends everyone else to HTTPS. */
function redirectServer() {
  if (!tls || values.listen) return '';
  return `server {
    listen 80;
    listen [::]:80;
    server_name ${serverName};
    access_log ${accessLog} kokpit_no_query;
    location /.well-known/acme-challenge/ {
        root /var/www/letsencrypt;
    }
    location / {
        return 301 https://$host$request_uri;
    }
}
`;
}

const indent = (lines) => lines.map((line) => `    ${line}`).join('\n');
const failTimeout = values['fail-timeout'];
const site = fill(readFileSync(join(here, 'kokpit.conf.template'), 'utf8'), {
  NODES: indent(nodes.map((n) => `server ${n} max_fails=1 fail_timeout=${failTimeout}s;`)),
  CACHE_DIR: cacheDir,
  EXTRA_SERVERS: redirectServer(),
  LISTEN: indent(listenLines()),
  ACCESS_LOG: accessLog,
  SERVER_NAME: serverName,
});

function fill(template, fields) {
  const out = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in fields)) fail(`the template names {{${name}}}, which render.mjs does not fill`);
    return fields[name];
  });
  return out.replace(/\n{3,}/g, '\n\n');
}

if (standalone) {
  mkdirSync(join(standalone, 'temp'), { recursive: true });
  // Run as root, nginx's workers are "nobody": they must reach the cache and temporary files.
  chmodSync(standalone, 0o755);
  writeFileSync(join(standalone, 'kokpit.conf'), site);
  const main = readFileSync(join(here, 'standalone.conf.template'), 'utf8');
  writeFileSync(
    join(standalone, 'nginx.conf'),
    fill(main, {
      PREFIX: standalone,
      WORKER_CONNECTIONS: workerConnections,
      // Every connection is a file descriptor, and the worker has its logs and cache files too.
      WORKER_NOFILE: String(Number(workerConnections) + 256),
    }),
  );
} else {
  process.stdout.write(site);
}
