// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  FIRST_STEP_MARK,
  firstStepFile,
  firstStepFileText,
  firstStepOf,
  firstStepTitle,
} from './firstStepFiles';

const FILE_TEXT = firstStepFileText([
  {
    questionSetId: 'paid',
    html: '<div class="page"><h1>Paid</h1><input type="radio"></div>',
    title: 'Paid – Step 1 of 4 | Cancel subscription',
  },
  { questionSetId: 'trial', html: '<div class="page"><h1>Trial</h1></div>', title: 'A & <b>' },
]);

describe('first-step files', () => {
  it('are named by product page and language', () => {
    expect(firstStepFile('seo', 'de')).toBe('first-step/seo/de.html');
  });

  it("start with the mark and give each question set's step back as it was rendered", () => {
    expect(FILE_TEXT.startsWith(`${FIRST_STEP_MARK}\n`)).toBe(true);
    expect(firstStepOf(FILE_TEXT, 'paid')?.outerHTML).toBe(
      '<div class="page"><h1>Paid</h1><input type="radio"></div>',
    );
    expect(firstStepOf(FILE_TEXT, 'trial')?.querySelector('h1')?.textContent).toBe('Trial');
  });

  it("give each step's title back as text, markup and all", () => {
    expect(firstStepTitle(firstStepOf(FILE_TEXT, 'paid')!)).toBe(
      'Paid – Step 1 of 4 | Cancel subscription',
    );
    expect(firstStepTitle(firstStepOf(FILE_TEXT, 'trial')!)).toBe('A & <b>');
    expect(firstStepTitle(document.createElement('div'))).toBeUndefined();
  });

  it('refuse a step holding a template of its own, which would cut its set short', () => {
    expect(() =>
      firstStepFileText([
        { questionSetId: 'paid', html: '<div><template>x</template></div>', title: 'Paid' },
      ]),
    ).toThrow(/paid/);
  });

  it('give nothing for a set they do not hold or a text without the mark', () => {
    expect(firstStepOf(FILE_TEXT, 'other')).toBeUndefined();
    expect(firstStepOf('<!doctype html><html><body><div id="root"></div>', 'paid')).toBeUndefined();
  });
});
