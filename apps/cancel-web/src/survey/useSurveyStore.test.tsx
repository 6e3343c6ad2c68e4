// @vitest-environment jsdom
import { paidQuestionSet, restore, serialize } from '@cancel-flow/survey-engine';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SURVEY_RECORD_MAX_AGE_MS, surveyStorage } from './surveyStorage';
import { useSurveyStore } from './useSurveyStore';
import { memoryStorage } from './memoryStorage';

describe('useSurveyStore', () => {
  it('saves the draft after every change and restores it on the next visit', () => {
    const storage = surveyStorage(memoryStorage(), {
      userId: 4242,
      product: 'seo',
      questionSetId: paidQuestionSet.id,
    });
    const first = renderHook(() => useSurveyStore(paidQuestionSet, storage, 'Alex'));
    act(() => {
      first.result.current.store.send({ type: 'change', field: 'choice', value: 'other' });
      first.result.current.store.send({ type: 'change', field: 'text', value: 'Moving on' });
      first.result.current.store.send({ type: 'next' });
    });
    expect(first.result.current.snapshot.state.step).toBe('competitor');
    expect(restore(paidQuestionSet, storage.loadDraft())?.answers.reason?.text).toBe('Moving on');
    first.unmount();

    const second = renderHook(() => useSurveyStore(paidQuestionSet, storage, 'Alex'));
    expect(second.result.current.snapshot.state).toEqual(first.result.current.snapshot.state);
  });

  it('keeps nothing of a survey left as it opened, and a reload does not restart the 24 hours', () => {
    const owner = { userId: 4242, product: 'seo', questionSetId: paidQuestionSet.id } as const;
    const tab = memoryStorage();
    let now = 0;
    const storageNow = () => surveyStorage(tab, owner, () => now);
    const kept = () =>
      Array.from({ length: tab.length }, (_, index) => tab.getItem(tab.key(index)!)).join('\n');

    // Opened and read: no draft, and not the customer's name.
    const opened = renderHook(() => useSurveyStore(paidQuestionSet, storageNow(), 'Alex Morgan'));
    expect(storageNow().loadDraft()).toBeNull();
    expect(kept()).not.toContain('Alex Morgan');

    // A change is kept, from now.
    act(() => {
      opened.result.current.store.send({ type: 'change', field: 'choice', value: 'other' });
    });
    expect(storageNow().loadDraft()).not.toBeNull();
    opened.unmount();

    // Reloaded 23 hours later: the draft is restored, not saved again.
    now = 23 * 60 * 60 * 1000;
    const reloaded = renderHook(() => useSurveyStore(paidQuestionSet, storageNow(), 'Alex Morgan'));
    expect(reloaded.result.current.snapshot.state.answers.reason?.choiceId).toBe('other');
    reloaded.unmount();
    // So it is gone 24 hours after the change, not after the reload.
    now = SURVEY_RECORD_MAX_AGE_MS + 1;
    expect(storageNow().loadDraft()).toBeNull();
  });

  it('starts a survey without a draft in the order the tab kept for it, else in a new one', () => {
    const owner = { userId: 4242, product: 'seo', questionSetId: paidQuestionSet.id } as const;
    const tab = memoryStorage();
    // The prerendered first step was shown with seed 99 before a reload.
    surveyStorage(tab, owner).answerOrderSeed(99);
    const kept = renderHook(() =>
      useSurveyStore(paidQuestionSet, surveyStorage(tab, owner), 'Alex', undefined, () => 5),
    );
    expect(kept.result.current.snapshot.state.seed).toBe(99);

    const fresh = renderHook(() =>
      useSurveyStore(
        paidQuestionSet,
        surveyStorage(memoryStorage(), owner),
        'Alex',
        undefined,
        () => 5,
      ),
    );
    expect(fresh.result.current.snapshot.state.seed).toBe(5);
  });

  it('starts a survey without a draft with the answer chosen on the prerendered step before a reload', () => {
    const owner = { userId: 4242, product: 'seo', questionSetId: paidQuestionSet.id } as const;
    const choiceOf = (tab: Storage) =>
      renderHook(() => useSurveyStore(paidQuestionSet, surveyStorage(tab, owner), 'Alex')).result
        .current.snapshot.state.answers.reason?.choiceId;

    const chosen = memoryStorage();
    surveyStorage(chosen, owner).savePreviewChoice('project_finished');
    expect(choiceOf(chosen)).toBe('project_finished');
    // The app saved it in the draft, which wins over it from then on: here a draft with nothing
    // chosen starts with nothing chosen.
    const drafted = surveyStorage(chosen, owner);
    const draft = restore(paidQuestionSet, drafted.loadDraft());
    expect(draft?.answers.reason?.choiceId).toBe('project_finished');
    drafted.saveDraft(serialize({ ...draft!, answers: {} }));
    expect(choiceOf(chosen)).toBeUndefined();

    // An answer step 1 does not have is not taken.
    const unknown = memoryStorage();
    surveyStorage(unknown, owner).savePreviewChoice('no_such_answer');
    expect(choiceOf(unknown)).toBeUndefined();
  });

  it('prefills the name and passes the data gathered so far to the latest step-finished callback', () => {
    const storage = surveyStorage(memoryStorage(), {
      userId: 4242,
      product: 'seo',
      questionSetId: paidQuestionSet.id,
    });
    const earlier = vi.fn();
    const latest = vi.fn();
    const hook = renderHook(
      ({ onStepFinished }) => useSurveyStore(paidQuestionSet, storage, 'Alex', onStepFinished),
      { initialProps: { onStepFinished: earlier } },
    );
    expect(hook.result.current.snapshot.state.answers.final?.name).toBe('Alex');
    hook.rerender({ onStepFinished: latest });
    act(() => {
      hook.result.current.store.send({
        type: 'change',
        field: 'choice',
        value: 'project_finished',
      });
      hook.result.current.store.send({ type: 'next' });
    });
    expect(earlier).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(
      expect.objectContaining({
        step: 'reason',
        answers: expect.objectContaining({
          reason: expect.objectContaining({ choiceId: 'project_finished' }),
        }),
      }),
    );
  });
});
