import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startServer } from './serve.mjs';

const APP_JS = `document.body.append('app ${'x'.repeat(2000)}');`;

let dir;
let server;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'bench-serve-'));
  await mkdir(path.join(dir, 'cancel/assets'), { recursive: true });
  await writeFile(path.join(dir, 'cancel/index.html'), '<!doctype html><title>cancel-web</title>');
  await writeFile(path.join(dir, 'cancel/assets/app-1.js'), APP_JS);
  await writeFile(path.join(dir, 'cancel/assets/app-1.css'), 'p{margin:0}');
  await mkdir(path.join(dir, 'surveyjs'), { recursive: true });
  await writeFile(path.join(dir, 'surveyjs/index.html'), '<!doctype html><title>SurveyJS</title>');
  server = await startServer({
    roots: [
      { base: '/cancel/', dir: path.join(dir, 'cancel') },
      { base: '/bench/surveyjs/', dir: path.join(dir, 'surveyjs') },
    ],
  });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname, init) =>
  fetch(`${server.origin}${pathname}`, { redirect: 'manual', ...init });

describe('static files', () => {
  it('serves each build under its base path with its content type', async () => {
    const page = await get('/bench/surveyjs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>SurveyJS</title>');

    const css = await get('/cancel/assets/app-1.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toContain('immutable');
  });

  it('answers client-side routes with index.html and missing assets with 404', async () => {
    const route = await get('/cancel/seo/confirm-unsubscribe?key=abc');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>cancel-web</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');

    expect((await get('/cancel/assets/missing-1.js')).status).toBe(404);
    expect((await get('/elsewhere')).status).toBe(404);
  });

  it('redirects a base path without its slash, keeping the query', async () => {
    const response = await get('/cancel?mock=trial');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/cancel/?mock=trial');
  });

  it('gzips text for clients that accept it and sends it as-is to the others', async () => {
    const url = `${server.origin}/cancel/assets/app-1.js`;
    // node:http, unlike fetch, leaves the body compressed.
    const raw = await new Promise((resolve, reject) => {
      httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.body.length).toBeLessThan(APP_JS.length);
    expect(gunzipSync(raw.body).toString()).toBe(APP_JS);

    const plain = await get('/cancel/assets/app-1.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_JS);
  });
});

describe('mock API', () => {
  it('answers as the paid user by default', async () => {
    const response = await get('/cancel/api/get-context/');
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({ is_paid: true, has_active_recurring: true, period: '1 month' });
  });

  it('takes the scenario from ?mock= of the page that calls it', async () => {
    const response = await get('/cancel/api/get-context/', {
      headers: { referer: `${server.origin}/cancel/seo?mock=no-subscription` },
    });
    expect((await response.json()).user.has_active_recurring).toBe(false);

    const failing = await get('/cancel/api/get-context/', {
      headers: { referer: `${server.origin}/cancel/seo?mock=context-error` },
    });
    expect(failing.status).toBe(500);
  });

  it('checks CSRF tokens and confirms with the key of the mock e-mail', async () => {
    const { csrf_token: token } = await (await get('/cancel/api/get-csrf-token/')).json();
    const submission = {
      timestamp: new Date().toISOString(),
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      accepted_terms: true,
      survey: {},
    };
    const send = (csrf) =>
      get('/cancel/api/seo/send-confirmation-email/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
        body: JSON.stringify(submission),
      });
    expect((await send('wrong')).status).toBe(403);
    expect((await send(token)).status).toBe(200);

    const key = server.mockState('paid').confirmationKey('seo');
    expect(key).toEqual(expect.any(String));
    expect((await get('/cancel/api/seo/confirm/?key=not-the-key')).status).toBe(404);
    expect((await get(`/cancel/api/seo/confirm/?key=${key}`)).status).toBe(200);
    const confirmed = await (await get('/cancel/api/seo/is-confirmed/')).json();
    expect(confirmed).toEqual({ result: true });
  });

  it('answers unknown API paths with a JSON 404, never index.html', async () => {
    const response = await get('/cancel/api/no-such-call/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
