#!/usr/bin/env node
// Serves built apps under their base paths (with index.html fallback) and answers /cancel/api/*
// with the api-client's mock handlers, the way production hosting plus the real API would.
//
//   node scripts/serve.mjs [--port 4174] [--no-gzip] [--cancel-dir DIR] [--surveyjs-dir DIR]
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { createMockApi, readBody, sendFetchResponse, toFetchRequest } from './lib/mock-api.mjs';
import { isMain, paths } from './lib/paths.mjs';
import { createStaticHandler, sendText } from '../../../scripts/static-files.mjs';

export const API_BASE = '/cancel/api/';

/**
 * Starts the server. `roots`: `[{ base: '/cancel/', dir }, ...]`; `port` 0 picks a free one.
 * `gzip` (default true) compresses text the way production hosting does. Resolves once listening.
 */
export async function startServer({ roots, port = 0, host = '127.0.0.1', gzip = true, mockApi }) {
  for (const root of roots) {
    if (!root.base.startsWith('/') || !root.base.endsWith('/')) {
      throw new Error(`A base path starts and ends with '/': got '${root.base}'`);
    }
  }
  const api = mockApi ?? (await createMockApi());
  // The longest base wins, so '/cancel/api/' or a nested base is never shadowed by '/cancel/'.
  const handlers = [...roots]
    .sort((a, b) => b.base.length - a.base.length)
    .map((root) => ({ base: root.base, handle: createStaticHandler({ ...root, gzip }) }));

  let origin = '';
  const server = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', origin);
      if (pathname.startsWith(API_BASE)) {
        const body = await readBody(req);
        await sendFetchResponse(res, await api.handle(toFetchRequest(req, origin, body)));
        return;
      }
      // '/cancel' → '/cancel/', as static hosts do for a folder.
      const folder = handlers.find((h) => `${pathname}/` === h.base);
      if (folder) {
        const { search } = new URL(req.url ?? '/', origin);
        res.writeHead(301, { Location: `${folder.base}${search}` });
        res.end();
        return;
      }
      for (const handler of handlers) {
        if (await handler.handle(req, res, pathname)) return;
      }
      sendText(res, 404, `Not found: ${pathname} (served: ${roots.map((r) => r.base).join(', ')})`);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  origin = `http://${host}:${actualPort}`;

  return {
    origin,
    port: actualPort,
    /** The mock API's state for a scenario (default `paid`), e.g. to issue a confirmation key. */
    mockState: (scenario) => api.state(scenario),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4174' },
      'no-gzip': { type: 'boolean', default: false },
      'cancel-dir': { type: 'string', default: paths.cancelWebDist },
      'surveyjs-dir': { type: 'string', default: paths.surveyjsDist },
    },
  });
  const roots = [
    { base: '/cancel/', dir: path.resolve(values['cancel-dir']) },
    { base: '/bench/surveyjs/', dir: path.resolve(values['surveyjs-dir']) },
  ].filter((root) => {
    if (existsSync(path.join(root.dir, 'index.html'))) return true;
    console.warn(`Not serving ${root.base}: no build in ${root.dir}`);
    return false;
  });
  if (roots.length === 0) {
    console.error('Nothing to serve: build cancel-web and/or this package first.');
    process.exit(1);
  }
  const server = await startServer({
    roots,
    port: Number(values.port),
    gzip: !values['no-gzip'],
  });
  for (const root of roots) console.log(`${server.origin}${root.base}  ←  ${root.dir}`);
  console.log(`${server.origin}${API_BASE}*  ←  mock API (?mock=NAME on the page picks the user)`);
  console.log('Press Ctrl+C to stop.');
  const stop = () => server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (isMain(import.meta.url)) await main();
