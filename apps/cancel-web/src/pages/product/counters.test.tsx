// @vitest-environment jsdom
import { createI18n, loadTexts, type I18n } from '@cancel-flow/i18n';
import { I18nProvider } from '@cancel-flow/i18n/react';
import {
  connect,
  createInitialState,
  FREE_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  paidQuestionSet,
  SERVICES_MAX_LENGTH,
  transition,
  validateFinalStep,
  validateText,
  type ChoiceStepView,
  type FinalStepView,
  type ServicesStepView,
  type SurveyEvent,
  type SurveyState,
} from '@cancel-flow/survey-engine';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../survey/memoryStorage';
import { surveyStorage } from '../../survey/surveyStorage';
import { ChoiceStep } from './ChoiceStep';
import FinalStep from './FinalStep';
import { ServicesStep } from './ServicesStep';

// docs/reliability.md item 10: a counter counts what the validator counts, the trimmed text, so
// spaces around a text that fits never show "over the limit" while the form accepts it.

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en' });
  await loadTexts(i18n, 'outcome'); // step 4's form texts
});
afterEach(cleanup);

const renderIn = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const noFieldRef = () => () => {};

/** The visible counter of the field labelled `label` (the field's description ending in -counter). */
function counterOf(label: RegExp): string {
  const field = screen.getByLabelText(label);
  const id = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((described) => described.endsWith('-counter'));
  const counter = id ? document.getElementById(id) : null;
  if (!counter) throw new Error(`No counter for ${label}`);
  return counter.textContent ?? '';
}

/** The state after `events`, each of them accepted. */
function stateAfter(events: readonly SurveyEvent[]): SurveyState {
  return events.reduce(
    (state, event) => {
      const result = transition(paidQuestionSet, state, event);
      expect(result.issues).toEqual([]);
      return result.state;
    },
    createInitialState(paidQuestionSet, { seed: 1, name: 'Alex' }),
  );
}

const viewOf = (state: SurveyState) => connect(paidQuestionSet, state, () => []);

describe('the counters measure the text as the validators do', () => {
  it("step 1's 'Other' text: 2 spaces + 1,500 characters + 3 spaces is accepted, and counted as 1,500", () => {
    const text = `  ${'a'.repeat(FREE_TEXT_MAX_LENGTH)}   `;
    expect(validateText('text', text, FREE_TEXT_MAX_LENGTH)).toEqual([]);
    const view = viewOf(
      stateAfter([
        { type: 'change', field: 'choice', value: 'other' },
        { type: 'change', field: 'text', value: text },
      ]),
    ) as ChoiceStepView;
    expect(view.freeText).toBe(text);

    renderIn(<ChoiceStep view={view} issues={[]} params={{}} fieldRef={noFieldRef} />);

    expect(counterOf(/tell us more/i)).toBe('0 characters left');
  });

  it("step 1's text one character too long is over the limit by 1, whatever the spaces around it", () => {
    const text = `  ${'a'.repeat(FREE_TEXT_MAX_LENGTH + 1)}   `;
    expect(validateText('text', text, FREE_TEXT_MAX_LENGTH)).toEqual([
      { field: 'text', code: 'too_long', params: { count: FREE_TEXT_MAX_LENGTH } },
    ]);
    const view = viewOf(
      stateAfter([
        { type: 'change', field: 'choice', value: 'other' },
        { type: 'change', field: 'text', value: text },
      ]),
    ) as ChoiceStepView;

    renderIn(<ChoiceStep view={view} issues={[]} params={{}} fieldRef={noFieldRef} />);

    expect(counterOf(/tell us more/i)).toBe('1 character over the limit');
  });

  it('step 3.5: 250 characters between spaces are counted as 250', () => {
    const text = ` ${'s'.repeat(SERVICES_MAX_LENGTH - 10)}\u00a0\n`;
    expect(validateText('services', text, SERVICES_MAX_LENGTH)).toEqual([]);
    const view = viewOf(
      stateAfter([
        { type: 'change', field: 'choice', value: 'other' },
        { type: 'change', field: 'text', value: 'Moving on' },
        { type: 'next' },
        { type: 'competitor', answer: 'yes' },
        { type: 'change', field: 'services', value: text },
      ]),
    ) as ServicesStepView;
    expect(view.step).toBe('services');

    renderIn(<ServicesStep view={view} issues={[]} fieldRef={noFieldRef} />);

    expect(counterOf(/what services/i)).toBe('10 characters left');
  });

  it("step 4's name: 3 spaces + 80 letters + 3 spaces is accepted, and counted as 80", () => {
    const name = `   ${'n'.repeat(NAME_MAX_LENGTH)}   `;
    expect(validateFinalStep({ name, agreed: true })).toEqual([]);
    const view = viewOf(
      stateAfter([
        { type: 'change', field: 'choice', value: 'other' },
        { type: 'change', field: 'text', value: 'Moving on' },
        { type: 'next' },
        { type: 'competitor', answer: 'not_sure' },
      ]),
    ) as FinalStepView;
    expect(view.step).toBe('final');
    const storage = surveyStorage(memoryStorage(), {
      userId: 4242,
      product: 'seo',
      questionSetId: paidQuestionSet.id,
    });
    storage.saveFinalValues({ name, comment: '', agreed: false });

    renderIn(
      <FinalStep
        view={view}
        email="alex@example.com"
        storage={storage}
        onSubmit={async () => {}}
        actions={(submit) => submit}
      />,
    );

    expect((screen.getByLabelText(/your name/i) as HTMLInputElement).value).toBe(name);
    expect(counterOf(/your name/i)).toBe('0 characters left');
  });
});
