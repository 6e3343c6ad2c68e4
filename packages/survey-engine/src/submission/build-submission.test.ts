import { describe, expect, it } from 'vitest';
import {
  agree,
  choose,
  comment,
  competitor,
  drive,
  name,
  next,
  services,
  type,
} from '../flow/drive.test.utils';
import { paidQuestionSet as paid } from '../question-sets/paid';
import { trialQuestionSet as trial } from '../question-sets/trial';
import type { SubmissionOptions, Translate } from './build-submission';
import { buildSubmission } from './build-submission';

// A German UI: every key the survey uses must be translated here (a missing key fails the test).
const german: Record<string, string> = {
  'survey.reason.question': 'Bitte sagen Sie uns, warum Sie kündigen',
  'survey.reason.answers.too_expensive': 'Es ist zu teuer',
  'survey.reason.answers.project_finished': 'Mein Projekt ist abgeschlossen',
  'survey.reason.answers.missing_features': 'Mir fehlen Funktionen',
  'survey.reason.answers.not_sure_need': 'Ich bin nicht sicher, ob ich {app} brauche',
  'survey.price.question': 'Was beschreibt das Problem mit dem Preis am besten?',
  'survey.price.answers.other': 'Sonstiges',
  'survey.not_sure.question': 'Warum sind Sie nicht sicher, ob Sie {app} brauchen?',
  'survey.not_sure.answers.no_chance': 'Ich konnte es im Testzeitraum nicht nutzen',
  'survey.competitor.question': 'Werden Sie stattdessen einen anderen Dienst nutzen?',
  'survey.competitor.answers.yes': 'Ja',
  'survey.competitor.answers.not_sure': 'Noch nicht sicher',
  'survey.comments.question': 'Möchten Sie uns noch etwas mitteilen?',
};

const translate: Translate = (key, params) => {
  const text = german[key];
  if (text === undefined) throw new Error(`no German text for ${key}`);
  return text.replaceAll('{app}', params.app ?? '{app}');
};

const options: SubmissionOptions = {
  timestamp: '2026-11-21T09:30:00.000Z',
  email: 'ada@example.com',
  appName: 'SEO Toolkit',
  translatedAppName: 'SEO-Toolkit',
  translate,
};

const finish = [name('  Ada Lovelace '), agree(), next];

describe('buildSubmission', () => {
  it('builds the paid payload with follow-up, services and final comment', () => {
    const { state } = drive(paid, [
      choose('too_expensive'),
      next,
      choose('other'),
      type('  Too much for a small team \n'),
      next,
      competitor('yes'),
      services(' Ahrefs, Moz '),
      next,
      comment(' Great support though. '),
      ...finish,
    ]);
    expect(buildSubmission(paid, state, options)).toEqual({
      timestamp: '2026-11-21T09:30:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      accepted_terms: true,
      survey: {
        first_question: {
          question: "Please let us know why you're leaving",
          question_translated: 'Bitte sagen Sie uns, warum Sie kündigen',
          answers: ["It's too expensive"],
          answers_translated: ['Es ist zu teuer'],
          comment: '',
        },
        second_question: {
          question: 'What best describes the problem with the price?',
          question_translated: 'Was beschreibt das Problem mit dem Preis am besten?',
          answers: ['Other'],
          answers_translated: ['Sonstiges'],
          comment: 'Too much for a small team',
        },
        third_question: {
          question: 'Are you going to use any other service instead?',
          question_translated: 'Werden Sie stattdessen einen anderen Dienst nutzen?',
          answers: ['Yes'],
          answers_translated: ['Ja'],
          comment: 'Ahrefs, Moz',
        },
        fourth_question: {
          question: 'Is there anything else you would like to tell us?',
          question_translated: 'Möchten Sie uns noch etwas mitteilen?',
          answers: [],
          answers_translated: [],
          comment: 'Great support though.',
        },
      },
    });
  });

  it('builds the trial payload, filling {app} in English and in the translation', () => {
    const { state } = drive(trial, [
      choose('not_sure_need'),
      next,
      choose('no_chance'),
      next,
      competitor('not_sure'),
      ...finish,
    ]);
    expect(buildSubmission(trial, state, options).survey).toEqual({
      first_question: {
        question: "Please let us know why you're leaving",
        question_translated: 'Bitte sagen Sie uns, warum Sie kündigen',
        answers: ["I'm not sure I need SEO Toolkit"],
        answers_translated: ['Ich bin nicht sicher, ob ich SEO-Toolkit brauche'],
        comment: '',
      },
      second_question: {
        question: 'Why are you not sure you need SEO Toolkit?',
        question_translated: 'Warum sind Sie nicht sicher, ob Sie SEO-Toolkit brauchen?',
        answers: ["Didn't have a chance to use it during the free trial"],
        answers_translated: ['Ich konnte es im Testzeitraum nicht nutzen'],
        comment: '',
      },
      third_question: {
        question: 'Are you going to use any other service instead?',
        question_translated: 'Werden Sie stattdessen einen anderen Dienst nutzen?',
        answers: ['Not sure yet'],
        answers_translated: ['Noch nicht sicher'],
        comment: '',
      },
    });
  });

  it('puts the free text of step 1 in the comment and drops the skipped follow-up', () => {
    const { state } = drive(paid, [
      choose('missing_features'),
      type(' Bulk export '),
      next,
      competitor('not_sure'),
      ...finish,
    ]);
    const { survey } = buildSubmission(paid, state, options);
    expect(Object.keys(survey)).toEqual(['first_question', 'third_question']);
    expect(survey.first_question).toMatchObject({
      answers: ['It lacks features I need'],
      comment: 'Bulk export',
    });
  });

  it('drops empty questions: skipped steps and a blank final comment', () => {
    const { state } = drive(paid, [choose('project_finished'), next, comment('   '), ...finish]);
    expect(buildSubmission(paid, state, options).survey).toEqual({
      first_question: {
        question: "Please let us know why you're leaving",
        question_translated: 'Bitte sagen Sie uns, warum Sie kündigen',
        answers: ['My project is finished'],
        answers_translated: ['Mein Projekt ist abgeschlossen'],
        comment: '',
      },
    });
  });

  it('sends the name and texts without invisible characters at their ends', () => {
    const { state } = drive(paid, [
      choose('missing_features'),
      type('\u200bBulk export\ufeff'),
      next,
      competitor('not_sure'),
      comment('\u2060 \u200b'),
      name('\u200b Ada Lovelace\u00ad '),
      agree(),
      next,
    ]);
    const submission = buildSubmission(paid, state, options);
    expect(submission.name).toBe('Ada Lovelace');
    expect(submission.survey.first_question?.comment).toBe('Bulk export');
    expect(submission.survey.fourth_question).toBeUndefined();
  });

  it('never sends services text that was dropped by a later answer', () => {
    const { state } = drive(paid, [
      choose('missing_features'),
      type('Bulk export'),
      next,
      competitor('yes'),
      services('Ahrefs'),
      { type: 'back' },
      competitor('not_sure'),
      ...finish,
    ]);
    expect(buildSubmission(paid, state, options).survey.third_question).toMatchObject({
      answers: ['Not sure yet'],
      comment: '',
    });
  });

  it('sends a Date timestamp as ISO 8601', () => {
    const { state } = drive(paid, [choose('project_finished'), next, ...finish]);
    const loadedAt = new Date(Date.UTC(2026, 10, 21, 9, 30, 15, 250));
    expect(buildSubmission(paid, state, { ...options, timestamp: loadedAt }).timestamp).toBe(
      '2026-11-21T09:30:15.250Z',
    );
  });

  it('accepts the terms by default, can send them as not accepted', () => {
    const { state } = drive(paid, [choose('project_finished'), next, ...finish]);
    expect(buildSubmission(paid, state, options).accepted_terms).toBe(true);
    expect(buildSubmission(paid, state, { ...options, acceptedTerms: false }).accepted_terms).toBe(
      false,
    );
  });

  it('passes the English app name to translate when no translated one is given', () => {
    const { state } = drive(trial, [choose('not_sure_need'), next, choose('no_chance'), next]);
    const calls: [string, Readonly<Record<string, string>>][] = [];
    const spy: Translate = (key, params) => {
      calls.push([key, params]);
      return translate(key, params);
    };
    const { translatedAppName: _, ...english } = options;
    buildSubmission(trial, state, { ...english, translate: spy });
    expect(calls.map(([key]) => key)).toEqual([
      'survey.reason.question',
      'survey.reason.answers.not_sure_need',
      'survey.not_sure.question',
      'survey.not_sure.answers.no_chance',
    ]);
    expect(calls.every(([, params]) => params.app === 'SEO Toolkit')).toBe(true);
  });
});
