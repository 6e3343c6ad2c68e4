import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuestionSet } from '../model/schema';
import type { ChoiceQuestion, QuestionSet } from '../model/types';
import { paidQuestionSet } from './paid';
import { trialQuestionSet } from './trial';

// The English locale file of the i18n package: the keys the sets use must exist there, with the
// same English text.
const en: unknown = JSON.parse(
  readFileSync(new URL('../../../i18n/src/locales/en/translation.json', import.meta.url), 'utf8'),
);

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      en,
    );
}

// Transcribed from docs/product.md §11: `id | answer | flags` with the same flag words.
const content: Record<string, Record<string, string>> = {
  'paid reason': {
    too_expensive: "It's too expensive | first; → follow-up price",
    not_using: "I don't use it enough | → follow-up usage",
    missing_features: 'It lacks features I need | text',
    data_quality: "The data isn't accurate enough | → follow-up data",
    hard_to_use: "It's too difficult to use | text",
    project_finished: 'My project is finished | skip-competitor',
    another_account: 'I have another account/want to change my subscription | skip-competitor',
    business_struggling: 'Business is struggling to operate | skip-competitor',
    other: 'Other | last; text',
  },
  'paid price': {
    value: 'The price is higher than the value I get | first',
    cheaper_alternative: 'I found a cheaper alternative | ',
    budget_cut: 'My budget was cut | skip-competitor',
    few_tools: 'I only need a few of the tools | ',
    other: 'Other | last; text',
  },
  'paid usage': {
    no_time: "I didn't have enough time | first",
    hard_to_learn: 'It was hard to learn | ',
    slow_results: "I didn't see results quickly enough | ",
    team_stopped: 'My team stopped using it | ',
    other: 'Other | last; text',
  },
  'paid data': {
    keywords: 'Keyword data | first',
    backlinks: 'Backlink data | ',
    traffic: 'Traffic data | ',
    positions: 'Position tracking | ',
    other: 'Other | last; text',
  },
  'trial reason': {
    not_sure_need: "I'm not sure I need {app} | first; → follow-up not_sure",
    too_expensive: "It's too expensive | → follow-up price",
    missing_features: 'It lacks features I need | text',
    hard_to_use: "It's too difficult to use | text",
    just_exploring: 'I was just exploring | skip-competitor',
    another_account: 'I have another account/want to change my subscription | skip-competitor',
    business_struggling: 'Business is struggling to operate | skip-competitor',
    other: 'Other | last; text',
  },
  'trial not_sure': {
    no_chance: "Didn't have a chance to use it during the free trial | first",
    no_features: "It doesn't have the features I need | ",
    too_complex: "It's too complicated | ",
    one_time: 'I only needed it for a one-time task | ',
    other: 'Other | last; text',
  },
};

function describeChoices(question: ChoiceQuestion): Record<string, string> {
  const last = question.choices.length - 1;
  return Object.fromEntries(
    question.choices.map((choice, index) => {
      const flags = [
        choice.pinned ? (index === 0 ? 'first' : index === last ? 'last' : 'pinned') : '',
        choice.followUp ? `→ follow-up ${choice.followUp}` : '',
        choice.requiresText ? 'text' : '',
        choice.skipsCompetitor ? 'skip-competitor' : '',
      ].filter(Boolean);
      return [choice.id, `${choice.text} | ${flags.join('; ')}`];
    }),
  );
}

const sets: [string, QuestionSet][] = [
  ['paid', paidQuestionSet],
  ['trial', trialQuestionSet],
];

describe('built-in question sets', () => {
  it.each(Object.keys(content))(
    '%s matches docs/product.md §11 (ids, order, texts, flags)',
    (name) => {
      const [setName, questionId] = name.split(' ') as [string, string];
      const set = setName === 'paid' ? paidQuestionSet : trialQuestionSet;
      const question = set.questions[questionId];
      expect(question).toBeDefined();
      expect(describeChoices(question as ChoiceQuestion)).toEqual(content[name]);
      expect(Object.keys(describeChoices(question as ChoiceQuestion))).toEqual(
        Object.keys(content[name] ?? {}),
      );
    },
  );

  it('asks exactly the questions of docs/product.md §11', () => {
    expect(Object.keys(paidQuestionSet.questions)).toEqual(['reason', 'price', 'usage', 'data']);
    expect(Object.keys(trialQuestionSet.questions)).toEqual(['reason', 'price', 'not_sure']);
    expect(paidQuestionSet.questions.reason?.text).toBe("Please let us know why you're leaving");
    expect(paidQuestionSet.questions.price?.text).toBe(
      'What best describes the problem with the price?',
    );
    expect(paidQuestionSet.questions.usage?.text).toBe('What kept you from using it more?');
    expect(paidQuestionSet.questions.data?.text).toBe("Which data didn't meet your expectations?");
    expect(trialQuestionSet.questions.not_sure?.text).toBe('Why are you not sure you need {app}?');
    // Trial users get the price follow-up "as for paid users".
    expect(trialQuestionSet.questions.price).toEqual(paidQuestionSet.questions.price);
  });

  it('has the competitor questions, and the final comment for paid users only', () => {
    for (const set of [paidQuestionSet, trialQuestionSet]) {
      expect(set.competitor.text).toBe('Are you going to use any other service instead?');
      expect(set.competitor.answers.yes.text).toBe('Yes');
      expect(set.competitor.answers.not_sure.text).toBe('Not sure yet');
      expect(set.competitor.services.text).toBe('What services will they be?');
    }
    expect(paidQuestionSet.comments?.text).toBe(
      'Is there anything else you would like to tell us?',
    );
    expect(trialQuestionSet.comments).toBeUndefined();
  });

  it.each(sets)('%s set passes its own schema unchanged', (_name, set) => {
    expect(parseQuestionSet(set)).toEqual(set);
  });

  it.each(sets)('%s set uses survey.<question>.question / .answers.<answer> keys', (_, set) => {
    for (const question of Object.values(set.questions)) {
      expect(question.i18nKey).toBe(`survey.${question.id}.question`);
      for (const choice of question.choices) {
        expect(choice.i18nKey).toBe(`survey.${question.id}.answers.${choice.id}`);
      }
    }
    expect(set.competitor.i18nKey).toBe('survey.competitor.question');
    expect(set.competitor.answers.yes.i18nKey).toBe('survey.competitor.answers.yes');
    expect(set.competitor.answers.not_sure.i18nKey).toBe('survey.competitor.answers.not_sure');
    expect(set.competitor.services.i18nKey).toBe('survey.services.question');
  });

  it.each(sets)('every text of the %s set is the English text of its key', (_, set) => {
    const texts = [
      ...Object.values(set.questions).flatMap((question) => [question, ...question.choices]),
      set.competitor,
      set.competitor.answers.yes,
      set.competitor.answers.not_sure,
      set.competitor.services,
      ...(set.comments ? [set.comments] : []),
    ];
    for (const { i18nKey, text } of texts) {
      expect({ i18nKey, text: lookup(i18nKey) }).toEqual({ i18nKey, text });
    }
  });
});
