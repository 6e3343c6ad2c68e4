import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { SUBMISSION } from '../testing/fixtures.test-fixture';
import { createCancelApi, type CancelApiOptions } from './create-cancel-api';
import { NetworkError, RedirectError, UnsafeRedirectError } from './errors';
import { REPORT_NAMES } from './report-names';

// Real redirects from real HTTP servers, followed (or not) by Node's own fetch: the page's origin
// serves the API, a second server plays another origin and records everything it receives.

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

type Route = (request: IncomingMessage, response: ServerResponse) => void;

function startServer(
  route: Route,
): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      route(request, response);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, received });
    }),
  );
}

let redirectTo = '';
let redirectStatus = 302;
const page = await startServer((request, response) => {
  if (request.url?.startsWith('/cancel/api/')) {
    response.writeHead(redirectStatus, { Location: redirectTo }).end();
  } else {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><p>Sign in</p>');
  }
});
const other = await startServer((_request, response) => {
  response
    .writeHead(200, { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' })
    .end('<!doctype html><p>Elsewhere</p>');
});

afterEach(() => {
  page.received.length = 0;
  other.received.length = 0;
  vi.unstubAllGlobals();
});
afterAll(() => {
  page.server.close();
  other.server.close();
});

function setup(options: CancelApiOptions = {}) {
  const reportError = vi.fn();
  const onRedirect = vi.fn();
  const api = createCancelApi({
    baseUrl: page.origin,
    pageOrigin: page.origin,
    csrfToken: 'token',
    reportError,
    onRedirect,
    ...options,
  });
  return { api, reportError, onRedirect };
}

function redirect(status: number, location: string) {
  redirectStatus = status;
  redirectTo = location;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

describe('a GET redirected to the page’s own origin', () => {
  it('sends the browser there and stops the call without reporting', async () => {
    redirect(302, '/login/?next=/cancel/seo');
    const { api, reportError, onRedirect } = setup();

    const error = await failure(api.getContext());

    expect(error).toBeInstanceOf(RedirectError);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(`${page.origin}/login/?next=/cancel/seo`);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('uses location.assign and location.origin by default', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, origin: page.origin });
    redirect(302, '/login/');
    const api = createCancelApi({ baseUrl: page.origin, reportError: vi.fn() });

    await expect(api.getContext()).rejects.toBeInstanceOf(RedirectError);
    expect(assign).toHaveBeenCalledExactlyOnceWith(`${page.origin}/login/`);
  });
});

describe('a GET redirected to another origin', () => {
  it('is refused and reported under the call’s name unless the origin is allowed', async () => {
    redirect(302, `${other.origin}/login/`);
    const { api, reportError, onRedirect } = setup();

    const error = await failure(api.isConfirmed('seo'));

    expect(error).toBeInstanceOf(UnsafeRedirectError);
    expect(onRedirect).not.toHaveBeenCalled();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.isConfirmed, error);
  });

  it('sends the browser to an origin the deployment allows', async () => {
    redirect(302, `${other.origin}/login/`);
    const { api, reportError, onRedirect } = setup({ allowedRedirectOrigins: [other.origin] });

    await expect(api.getContext()).rejects.toBeInstanceOf(RedirectError);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(`${other.origin}/login/`);
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>x</script>'])(
    'never follows %s and reports it',
    async (location) => {
      redirect(302, location);
      const { api, reportError, onRedirect } = setup();

      const error = await failure(api.getContext());

      expect(error).toBeInstanceOf(NetworkError);
      expect(onRedirect).not.toHaveBeenCalled();
      expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.getContext, error);
    },
  );
});

describe('a request carrying a body or a secret', () => {
  it.each([307, 308, 302])(
    'a POST answered %i towards another origin is never forwarded there',
    async (status) => {
      redirect(status, `${other.origin}/collect/`);
      const { api, reportError, onRedirect } = setup({ allowedRedirectOrigins: [] });

      const error = await failure(api.sendConfirmationEmail('seo', SUBMISSION));

      expect(other.received).toEqual([]);
      expect(page.received).toHaveLength(1);
      expect(error).toBeInstanceOf(UnsafeRedirectError);
      expect(onRedirect).not.toHaveBeenCalled();
      expect(reportError).toHaveBeenCalledExactlyOnceWith(
        REPORT_NAMES.sendConfirmationEmail,
        error,
      );
    },
  );

  it('a POST answered 307 is not re-sent even to an allowed origin', async () => {
    redirect(307, `${other.origin}/login/`);
    const { api, onRedirect } = setup({ allowedRedirectOrigins: [other.origin] });

    await expect(api.sendSurveyMonitoring(SUBMISSION)).rejects.toBeInstanceOf(RedirectError);

    expect(other.received).toEqual([]);
    expect(onRedirect).toHaveBeenCalledExactlyOnceWith(`${other.origin}/login/`);
  });

  it('the confirm key is not carried to another origin, nor named in the error', async () => {
    redirect(307, `${other.origin}/steal/`);
    const { api, reportError } = setup();

    const error = await failure(api.confirm('seo', 'SECRET-KEY-123'));

    expect(other.received).toEqual([]);
    expect(error).toBeInstanceOf(UnsafeRedirectError);
    expect(String((error as Error).message)).not.toContain('SECRET-KEY-123');
    expect(reportError).toHaveBeenCalledExactlyOnceWith(REPORT_NAMES.confirm, error);
  });
});
