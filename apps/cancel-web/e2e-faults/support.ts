import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { User } from '@cancel-flow/api-client';
import { answer, heading, text } from '../e2e/support';

/** A fault rule of e2e-faults/server.mjs; `path` is a RegExp source matched against path+query. */
export interface FaultRule {
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  readonly fault: 'hang' | 'drop' | 'status' | 'redirect' | 'slow';
  readonly status?: number;
  readonly location?: string;
  readonly delayMs?: number;
  readonly times?: number;
}

export interface FaultLog {
  readonly api: {
    method: string;
    url: string;
    idempotencyKey: string | null;
    csrf: string | null;
    body: string;
    /** The server's answer was delivered (false: the browser had cancelled the request). */
    answered: boolean;
  }[];
  readonly other: { method: string; url: string; headers: Record<string, string>; body: string }[];
  readonly envelopes: string[];
  readonly referers: { url: string; referer: string | null }[];
}

export const OTHER_ORIGIN = `http://localhost:${Number(process.env.FAULTS_PORT ?? 4821) + 1}`;

export async function resetFaults(request: APIRequestContext) {
  await request.delete('/__faults');
}

export async function injectFaults(request: APIRequestContext, rules: FaultRule[]) {
  await request.post('/__faults', { data: rules });
}

/**
 * Another customer signs in on the same browser: get-context answers this user (these fields over
 * the paid customer's) from now on.
 */
export async function signIn(request: APIRequestContext, user: Partial<User>) {
  await request.post('/__faults/user', { data: user });
}

/** The fault server's signed-in customer (its paid user), and what the tests have them type. */
export const ALEX = { email: 'alex.morgan@example.com', comment: 'Alex private comment' };
/** Another customer who signs in on the same browser (`signIn`). */
export const SAM = { user_id: 777, name: 'Sam Rivera', email: 'sam.rivera@example.com' };

/** Alex on seo's step 4, the comment typed and not sent (project finished: no follow-up). */
export async function alexTypesStep4Comment(page: Page) {
  await page.goto('/cancel/seo');
  await answer(page, text('survey.reason.answers.project_finished'));
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  await page.getByLabel(text('survey.comments.question')).fill(ALEX.comment);
}

/** Step 1 with no answer chosen: a survey started afresh. */
export async function expectFreshSurvey(page: Page) {
  await expect(heading(page)).toHaveText(text('steps.reason.title'));
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
}

/** Everything the tab keeps in sessionStorage, as one string. */
export const tabStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage }));

export async function faultLog(request: APIRequestContext): Promise<FaultLog> {
  return (await request.get('/__faults/log')).json() as Promise<FaultLog>;
}

/**
 * Waits until an error report with this failure name has reached the envelope endpoint; resolves
 * with the envelopes that carry it.
 */
export async function expectReported(request: APIRequestContext, failure: string) {
  const reports = async () =>
    (await faultLog(request)).envelopes.filter((envelope) => envelope.includes(failure));
  await expect.poll(async () => (await reports()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  return (await reports()).join('\n');
}

/**
 * A hung download ends after one of the page's 20-second waits (boot-watch.js's message, the
 * texts' time-out). A test of a hang installs Playwright's clock before the page loads
 * (`page.clock.install()`: the page's time runs as usual) and, instead of waiting 20 real
 * seconds, calls this: the page's time jumps 5 seconds at a time, each followed by `check` with a
 * one-second time-out, until it passes: at most one step past the wait, whenever the page
 * started it.
 */
export async function passHangWait(page: Page, check: (timeout: number) => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await check(1_000);
  }).toPass({ intervals: [100], timeout: 30_000 });
}

/** Collects the page's Content-Security-Policy violations. */
export function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Collects what the page logs as a warning or an error, and its uncaught errors: a page that works
 * can still tell a developer something went wrong (an unused preload, a failed request).
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Waits until `ms` have passed since the page's load event: Chromium reports a preload nobody used
 * three seconds after it.
 */
export async function sinceLoad(page: Page, ms: number) {
  await page.waitForLoadState('load');
  const left = await page.evaluate(
    (wanted) =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd +
      wanted -
      performance.now(),
    ms,
  );
  if (left > 0) await page.waitForTimeout(left);
}

export const BANNER_EN = /Something went wrong\. If the problem persists/;
