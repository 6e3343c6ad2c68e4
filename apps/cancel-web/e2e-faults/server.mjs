#!/usr/bin/env node
// A small HTTP server that behaves like a real host and a Django-like API, and injects faults on
// demand. It serves the production build (`dist-faults/`, gzip, SPA fallback, a strict
// Content-Security-Policy) and the product §7 calls on the same origin, and a second port plays
// "another origin" that records everything it receives. See README.md beside this file.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { MOCK_PAID_USER } from '@cancel-flow/api-client/mock';

import { contentTypeOf } from '../../../scripts/static-files.mjs';

const port = Number(process.env.FAULTS_PORT ?? 4821);
const otherPort = Number(process.env.FAULTS_OTHER_PORT ?? port + 1);
const dist = fileURLToPath(new URL(process.env.FAULTS_DIST ?? '../dist-faults/', import.meta.url));

export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The mock API's paid customer (api-client declares the user's fields once), with this server's own
 * id, country and sst permission.
 */
const USER = {
  ...MOCK_PAID_USER,
  user_id: 4242,
  country_code: 'DE',
  has_sst_cancellation_permission: true,
};

/** Who get-context answers: USER, or another customer after `POST /__faults/user`. */
let signedIn = USER;

/** What the tests can read back: API requests, the other origin's requests, Sentry envelopes. */
const log = { api: [], other: [], envelopes: [], referers: [] };
/** Fault rules: { path (a RegExp source matched against the path and query), method?, fault, … }. */
let rules = [];
/** Django-like state per browser (cookie `browser`): CSRF token, confirmation keys. */
const browsers = new Map();

function browserState(request, response) {
  const id = /(?:^|;\s*)browser=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (id && browsers.has(id)) return browsers.get(id);
  const fresh = {
    id: id ?? randomUUID(),
    csrf: randomUUID(),
    keys: new Map(),
    confirmed: new Set(),
  };
  browsers.set(fresh.id, fresh);
  response.setHeader('Set-Cookie', `browser=${fresh.id}; Path=/; SameSite=Lax; HttpOnly`);
  return fresh;
}

function readBody(request) {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', () => resolve(body));
  });
}

function json(response, status, value) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}

/** Applies the first matching rule; true when the request was handled by it. */
async function applyFault(request, response) {
  const url = request.url ?? '/';
  const rule = rules.find(
    (candidate) =>
      new RegExp(candidate.path).test(url) &&
      (!candidate.method || candidate.method === request.method) &&
      (candidate.times === undefined || candidate.times > 0),
  );
  if (!rule) return false;
  if (rule.times !== undefined) rule.times -= 1;
  switch (rule.fault) {
    case 'hang':
      request.socket.setTimeout(0);
      return true; // never answers
    case 'drop':
      request.socket.destroy();
      return true;
    case 'status':
      response.writeHead(rule.status ?? 500, { 'Content-Type': 'text/html' });
      response.end(`<!doctype html><h1>Error ${rule.status ?? 500}</h1>`);
      return true;
    case 'redirect':
      response.writeHead(rule.status ?? 302, { Location: rule.location }).end();
      return true;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, rule.delayMs ?? 3000));
      return false; // then served normally
    default:
      return false;
  }
}

async function handleApi(request, response, path) {
  const browser = browserState(request, response);
  const body = request.method === 'POST' ? await readBody(request) : '';
  const entry = {
    method: request.method,
    url: request.url,
    idempotencyKey: request.headers['idempotency-key'] ?? null,
    csrf: request.headers['x-csrftoken'] ?? null,
    body,
    // Whether the answer reached the browser: not when it had cancelled the request.
    answered: false,
  };
  log.api.push(entry);
  response.on('finish', () => (entry.answered = true));
  if (request.method === 'POST' && request.headers['x-csrftoken'] !== browser.csrf) {
    return json(response, 403, { detail: 'CSRF Failed: CSRF token incorrect.' });
  }
  const product = /^\/cancel\/api\/([\w-]+)\//.exec(path)?.[1] ?? '';
  if (path === '/cancel/api/get-context/') return json(response, 200, { user: signedIn });
  if (path === '/cancel/api/get-csrf-token/')
    return json(response, 200, { csrf_token: browser.csrf });
  if (path.endsWith('/send-confirmation-email/')) {
    browser.keys.set(product, randomUUID());
    return json(response, 200, { result: true });
  }
  if (path.endsWith('/survey-monitoring/')) return json(response, 200, {});
  if (path.endsWith('/is-confirmed/'))
    return json(response, 200, { result: browser.confirmed.has(product) });
  if (path.endsWith('/confirm/')) {
    const key = new URL(request.url, 'http://x').searchParams.get('key');
    if (key && (key === browser.keys.get(product) || key.startsWith('fault-'))) {
      browser.confirmed.add(product);
      return json(response, 200, {});
    }
    return json(response, 404, { detail: 'Unknown key' });
  }
  if (path.endsWith('/eligible-for-offer/')) return json(response, 200, { result: false });
  if (path.endsWith('/accept-offer/') || path.endsWith('/downgrade/'))
    return json(response, 200, {});
  return json(response, 404, { detail: 'Not found' });
}

function serveStatic(request, response, path) {
  let file = normalize(join(dist, path.replace(/^\/cancel\/?/, '')));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
    if (path.startsWith('/cancel/assets/')) return json(response, 404, { detail: 'Not found' });
    file = join(dist, 'index.html'); // single-page app fallback
  }
  const type = contentTypeOf(file);
  const headers = {
    'Content-Type': type,
    'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Content-Security-Policy': CSP,
  };
  let content = readFileSync(file);
  if (/gzip/.test(request.headers['accept-encoding'] ?? '') && /text|json|svg/.test(type)) {
    content = gzipSync(content);
    headers['Content-Encoding'] = 'gzip';
  }
  response.writeHead(200, headers).end(content);
}

async function handleControl(request, response, path) {
  if (path === '/__faults' && request.method === 'POST') {
    rules = JSON.parse((await readBody(request)) || '[]');
    return json(response, 200, { rules });
  }
  if (path === '/__faults' && request.method === 'DELETE') {
    rules = [];
    signedIn = USER;
    for (const list of Object.values(log)) list.length = 0;
    browsers.clear();
    return json(response, 200, {});
  }
  if (path === '/__faults/rotate-csrf') {
    for (const browser of browsers.values()) browser.csrf = randomUUID();
    return json(response, 200, {});
  }
  if (path === '/__faults/user' && request.method === 'POST') {
    // Another customer signs in on the same browser (the fields given replace USER's).
    signedIn = { ...USER, ...JSON.parse((await readBody(request)) || '{}') };
    return json(response, 200, { user: signedIn });
  }
  if (path === '/__faults/log') return json(response, 200, log);
  return json(response, 404, {});
}

const main = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (path.startsWith('/__faults')) return handleControl(request, response, path);
  if (/^\/api\/\d+\/envelope\/$/.test(path)) {
    log.envelopes.push(await readBody(request));
    return json(response, 200, {});
  }
  if (await applyFault(request, response)) return;
  if (path.startsWith('/cancel/api/')) return handleApi(request, response, path);
  if (path === '/cancel') {
    return response
      .writeHead(302, { Location: `/cancel/${new URL(request.url, 'http://x').search}` })
      .end();
  }
  // The page's own files and the homepage: the Referer each was requested with.
  log.referers.push({ url: request.url, referer: request.headers.referer ?? null });
  if (path.startsWith('/cancel/')) return serveStatic(request, response, path);
  response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': CSP });
  response.end('<!doctype html><title>Home</title><h1>Home</h1>');
});

// Another origin: permissive CORS (so a browser *would* forward to it if the client let it),
// recording method, URL, headers and body of everything it receives.
const other = createServer(async (request, response) => {
  const body = await readBody(request);
  log.other.push({ method: request.method, url: request.url, headers: request.headers, body });
  response.writeHead(200, {
    'Content-Type': 'text/html',
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  });
  response.end('<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>');
});

main.listen(port, () =>
  console.log(`fault server: http://localhost:${port}/cancel/ (other origin :${otherPort})`),
);
other.listen(otherPort);
