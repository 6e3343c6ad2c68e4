import { supportedLanguages } from '@cancel-flow/i18n';
import {
  connect,
  createInitialState,
  paidQuestionSet,
  trialQuestionSet,
} from '@cancel-flow/survey-engine';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGES } from '../shell/productPages';
import { FIRST_STEP_MARK, firstStepFile } from './firstStepFiles';
import { PRERENDER_SEED, renderFirstSteps, type FirstStepFile } from './renderFirstSteps';

type Texts = Record<string, unknown>;

const locale = (language: string): Texts =>
  JSON.parse(
    readFileSync(
      new URL(
        `../../../../packages/i18n/src/locales/${language}/translation.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  ) as Texts;

const text = (texts: Texts, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts) as string;

/** What the browser shows of `html`: entities decoded, tags dropped. */
const shown = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

/** Each question set's step in a file's text, by set id (as firstStepOf finds them). */
function stepsIn(fileText: string): Record<string, string> {
  return Object.fromEntries(
    [...fileText.matchAll(/<template data-question-set="(\w+)">([\s\S]*?)<\/template>/g)].map(
      (match) => [match[1], match[2]],
    ),
  );
}

describe('renderFirstSteps (the build writes these files)', () => {
  let files: FirstStepFile[];
  const stepFor = (page: string, set: string, language: string) =>
    stepsIn(files.find((file) => file.file === firstStepFile(page, language))!.html)[set]!;

  // 308 renders (every product page, both sets, 14 languages): 1–3 s alone, past vitest's 10 s
  // under a loaded CI machine's parallel tasks.
  beforeAll(async () => {
    files = await renderFirstSteps();
  }, 60_000);

  it("renders one file for every product page in every language, the engine's two question sets in it", () => {
    const expected = PRODUCT_PAGES.flatMap((page) =>
      supportedLanguages.map((language) => firstStepFile(page.path, language)),
    );
    expect(files.map((file) => file.file).sort()).toEqual(expected.sort());
    for (const file of files) {
      expect(file.html.startsWith(`${FIRST_STEP_MARK}\n`)).toBe(true);
      expect(Object.keys(stepsIn(file.html)), file.file).toEqual([
        paidQuestionSet.id,
        trialQuestionSet.id,
      ]);
    }
  });

  it.each(supportedLanguages)(
    "is step 1 in %s, the trial set with the trial's button",
    (language) => {
      const texts = locale(language);
      const paid = shown(stepFor('seo', 'paid', language));
      const trial = shown(stepFor('seo', 'trial', language));
      for (const html of [paid, trial]) {
        expect(html).toContain(text(texts, 'steps.reason.title'));
        expect(html).toContain(text(texts, 'buttons.continue'));
      }
      expect(paid).toContain(text(texts, 'buttons.stay'));
      expect(trial).toContain(text(texts, 'buttons.stayTrial'));
      // The tab's title, as the app sets it on step 1, follows the step's markup.
      for (const set of ['paid', 'trial']) {
        const title = /<title>(.*)<\/title>$/.exec(stepFor('seo', set, language))?.[1];
        expect(title && shown(title)).toContain(text(texts, 'steps.reason.title'));
        expect(title && shown(title)).toContain(text(texts, 'meta.documentTitle'));
      }
      expect(paid).toContain(text(texts, 'survey.reason.answers.too_expensive'));
    },
  );

  it('holds every answer of the first question in the same order in every build, nothing chosen', () => {
    for (const set of [paidQuestionSet, trialQuestionSet]) {
      const html = stepFor('seo', set.id, 'en');
      const values = [...html.matchAll(/type="radio"[^>]*value="([^"]+)"/g)].map(
        (match) => match[1],
      );
      const view = connect(set, createInitialState(set, { seed: PRERENDER_SEED }), () => []);
      expect(view.step).toBe('reason');
      if (view.step === 'reason') expect(values).toEqual(view.choices.map((choice) => choice.id));
      expect(html).not.toMatch(/checked/);
    }
  });

  it('holds no raw key, no placeholder and nothing of a customer', () => {
    for (const { file, html } of files) {
      expect(html, file).not.toMatch(/\{\{|\{[a-z]+\}|steps\.reason|buttons\./);
      expect(html, file).not.toContain('first-step"'); // the prerender's user_id
      expect(html, file).not.toMatch(/@/); // no e-mail address
    }
  });
});
