// Static files of a built single-page app, served under a base path with index.html fallback: the
// benchmark's server (benchmarks/surveyjs/scripts/serve.mjs), the built Storybook's docs-page tests
// and the fault server's content types (apps/cancel-web/e2e-faults/server.mjs). Tested in
// benchmarks/surveyjs/scripts/lib/static-files.test.mjs.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Content types of what Vite emits (lower-case extension → Content-Type). */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/;

export function contentTypeOf(filePath) {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `dir` that a URL path (already stripped of the base) names, or undefined when it
 * would leave `dir` or is not a file.
 */
export async function findFile(dir, relativeUrlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativeUrlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const root = path.resolve(dir);
  const candidate = path.resolve(root, `.${path.posix.sep}${decoded}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  const info = await stat(candidate).catch(() => undefined);
  if (info?.isFile()) return candidate;
  if (info?.isDirectory()) {
    const index = path.join(candidate, 'index.html');
    const indexInfo = await stat(index).catch(() => undefined);
    if (indexInfo?.isFile()) return index;
  }
  return undefined;
}

/** A request for a page (no file extension, or asking for HTML) gets index.html when unknown. */
export function wantsSpaFallback(relativeUrlPath, acceptHeader = '') {
  const last = relativeUrlPath.split('/').pop() ?? '';
  return !last.includes('.') || acceptHeader.includes('text/html');
}

/**
 * Serves one built app: `base` like '/cancel/', `dir` its build folder. Returns false when the
 * path is not under `base` so the caller can try another root.
 */
export function createStaticHandler({ base, dir, gzip }) {
  const gzipCache = new Map();

  return async function handle(req, res, pathname) {
    if (!pathname.startsWith(base)) return false;
    const relative = pathname.slice(base.length);
    let file = await findFile(dir, relative);
    let isFallback = false;
    if (!file && wantsSpaFallback(relative, req.headers.accept)) {
      file = await findFile(dir, 'index.html');
      isFallback = true;
    }
    if (!file) {
      sendText(res, 404, `Not found: ${pathname}`);
      return true;
    }

    const type = contentTypeOf(file);
    let body = await readFile(file);
    const headers = {
      'Content-Type': type,
      // Vite's hashed assets never change; pages must be revalidated.
      'Cache-Control':
        !isFallback && relative.startsWith('assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip && acceptsGzip && COMPRESSIBLE.test(type)) {
      let compressed = gzipCache.get(file);
      if (!compressed) {
        compressed = gzipSync(body, { level: 9 });
        gzipCache.set(file, compressed);
      }
      body = compressed;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

export function sendText(res, status, text) {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
  });
  res.end(body);
}
