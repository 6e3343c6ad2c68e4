import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Texts = Record<string, unknown>;

const languages = new WeakMap<Texts, string>();

/**
 * A language's texts in the i18n package, its main file and its outcome part merged: the tests
 * find every text the way a customer sees it.
 */
export function locale(language: string): Texts {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(
        fileURLToPath(
          new URL(`../../../packages/i18n/src/locales/${language}/${name}`, import.meta.url),
        ),
        'utf8',
      ),
    ) as Texts;
  const texts = { ...read('translation.json'), ...read('outcome.json'), ...read('pages.json') };
  languages.set(texts, language);
  return texts;
}

const en = locale('en');

/**
 * The English text of a key (or of `texts`' language), with `{placeholders}` filled; numbers
 * written `{count, number}` are formatted for the language, as the app shows them.
 */
export function text(
  key: string,
  values: Record<string, string | number> = {},
  texts = en,
): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`No text for ${key}`);
  const numbers = new Intl.NumberFormat(languages.get(texts) ?? 'en');
  return value.replace(/\{(\w+)(, number)?\}/g, (_, name: string, number?: string) => {
    const filled = values[name];
    if (filled === undefined) return `{${name}}`;
    return number ? numbers.format(Number(filled)) : String(filled);
  });
}

/** Opens a page of the flow as the given mock user (docs/product.md §10 `?mock=`). */
export async function open(page: Page, path: string, mock = 'paid', lang = 'en') {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`/cancel${path}${separator}mock=${mock}&lang=${lang}`);
}

/**
 * Opens the page as a customer who gets an offer, and waits until it can be shown: eligible-for-offer
 * has answered and both offer screens' code is here. A customer who leaves the questions before
 * that goes on without the offer (docs/offers.md, the waiting rule); nobody reads step 1 that fast.
 */
export async function openForOffer(page: Page, path: string, mock: string) {
  const ready = Promise.all([
    page.waitForResponse(/\/eligible-for-offer\//),
    page.waitForResponse(/\/assets\/OfferStep-[^/]+\.js$/),
    page.waitForResponse(/\/assets\/OfferAcceptedScreen-[^/]+\.js$/),
  ]);
  await open(page, path, mock);
  await ready;
}

/** axe on the current screen: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The survey's records in the tab, as one string (the answers, the name, the e-mail, the key). */
export const surveyRecords = (page: Page) =>
  page.evaluate(() =>
    Object.entries(sessionStorage)
      .filter(([key]) => key.startsWith('cancel-flow:survey:'))
      .map(([key, value]) => `${key} ${value}`)
      .join('\n'),
  );

/** Chooses an answer on step 1 or 2 and continues. */
export async function answer(page: Page, answerText: string, freeText?: string) {
  await page.getByRole('radio', { name: answerText, exact: true }).check();
  if (freeText !== undefined) await page.getByLabel(text('fields.freeTextLabel')).fill(freeText);
  await continueStep(page);
}

export async function continueStep(page: Page) {
  await page.getByRole('button', { name: text('buttons.continue') }).click();
}

/** Fills step 4 and cancels; returns the submission the app sent. */
export async function finish(page: Page, options: { name?: string; comment?: string } = {}) {
  await expect(heading(page)).toHaveText(text('steps.final.title'));
  if (options.name !== undefined) await page.getByLabel(text('finalStep.name')).fill(options.name);
  if (options.comment !== undefined) {
    await page.getByLabel(text('survey.comments.question')).fill(options.comment);
  }
  await page.getByRole('checkbox', { name: text('finalStep.agreement') }).check();
  const request = page.waitForRequest(/send-confirmation-email/);
  await page.getByRole('button', { name: text('buttons.cancelSubscription') }).click();
  return (await request).postDataJSON() as Submission;
}

export interface Submission {
  timestamp: string;
  name: string;
  email: string;
  accepted_terms: boolean;
  survey: Record<
    string,
    {
      question: string;
      question_translated: string;
      answers: string[];
      answers_translated: string[];
      comment: string;
    }
  >;
}

/**
 * Installs Playwright's clock, paused: the page's timers and animation frames wait for the test
 * (`page.clock.runFor`, `page.clock.resume()`). A test that must see a short-lived screen holds
 * them while it looks: the prerendered first step (which could give up its own short waits on a
 * busy machine, or give way to what follows it one frame after it shows), or the loading page
 * before a slow answer.
 */
export async function holdTimers(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Pauses the page's clock (installed by `page.clock.install()` before the page opened) from now on:
 * the `slow` mock's answers, which wait on the page's timers, are held until `page.clock.resume()`.
 * For a test that acts while a call is on its way, which on a busy machine could otherwise answer
 * first.
 */
export async function holdAnswers(page: Page) {
  // A second on from the page's own time: Playwright cannot pause the clock in its past.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}
