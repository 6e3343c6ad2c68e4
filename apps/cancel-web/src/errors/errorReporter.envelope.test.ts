// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './errorReporter';

// The real Sentry SDK, loaded the way production loads it, sends its real envelopes to a local
// endpoint; the test reads what would have left the browser.

const NAME = 'Alex Morgan';
const EMAIL = 'alex.morgan@example.com';
const FREE_TEXT = 'The new pricing made me furious';
const KEY = 'SECRET-CONFIRM-KEY-123';
const FAILURE = 'Send confirmation email was failed';

let server: Server;
let origin = '';
const envelopes: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url?.startsWith('/api/1/envelope/')) envelopes.push(body);
      response.writeHead(200, { 'Access-Control-Allow-Origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Envelopes are newline-separated JSON: a header, then item headers and payloads. */
function parse(envelope: string): unknown[] {
  return envelope
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

describe('what the Sentry SDK really sends', () => {
  it('holds no IP address, name, e-mail, free text or confirm key, and keeps the failure name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const reporter = createErrorReporter({
      dsn: `http://public@${origin.replace('http://', '')}/1`,
      host: 'www.example.com',
    });
    reporter.protect(NAME, EMAIL, KEY);
    // The SDK loads lazily, once started (as main.ts does when the app has rendered); what
    // happens after that is recorded as breadcrumbs.
    reporter.start();
    const sentry = await import('@sentry/browser');
    await vi.waitFor(() => expect(sentry.getClient()).toBeDefined(), { timeout: 10_000 });

    // What a customer's visit leaves behind: the confirm link in the address bar, a call with the
    // key, the submission logged, and an error whose text names the customer.
    window.history.pushState({}, '', `/cancel/seo/confirm-unsubscribe?key=${KEY}`);
    await fetch(`${origin}/cancel/api/seo/confirm/?key=${KEY}`).then((r) => r.text());
    console.log('submission', {
      name: NAME,
      email: EMAIL,
      survey: { first_question: { comment: FREE_TEXT } },
    });
    reporter.report(
      FAILURE,
      new Error(`Request was failed for ${NAME} <${EMAIL}>: url: /confirm/?key=${KEY}`),
    );

    await vi
      .waitFor(
        () => expect(envelopes.some((envelope) => envelope.includes('"exception"'))).toBe(true),
        { timeout: 10_000 },
      )
      .catch(() => {
        throw new Error(
          `no event among ${envelopes.length} envelopes:\n${envelopes.join('\n---\n')}`,
        );
      });
    await vi.waitFor(
      () => expect(envelopes.some((envelope) => envelope.includes('"exception"'))).toBe(true),
      { timeout: 10_000 },
    );
    const all = envelopes.join('\n');
    for (const secret of [NAME, EMAIL, FREE_TEXT, KEY, encodeURIComponent(EMAIL)]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('{{auto}}');
    expect(all).not.toContain('"infer_ip":"auto"');

    const items = envelopes.flatMap(parse);
    const event = items.find(
      (item): item is Record<string, unknown> =>
        typeof item === 'object' && item !== null && 'exception' in item,
    );
    expect(event?.tags).toMatchObject({ failure: FAILURE });
    expect(event?.extra).toMatchObject({ failure: FAILURE });
    expect(event?.user).toEqual({ ip_address: null });
    expect(JSON.stringify(event?.exception)).toContain('Request was failed for [redacted]');
    // The breadcrumbs were there, scrubbed, not dropped.
    expect(JSON.stringify(event?.breadcrumbs)).toContain('key=[redacted]');
  }, 20_000);
});
