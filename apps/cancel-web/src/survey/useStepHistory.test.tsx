// @vitest-environment jsdom
import type { StepId } from '@cancel-flow/survey-engine';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useStepHistory } from './useStepHistory';

interface Tab {
  step: StepId;
  location: Location;
  moveTo: (step: StepId) => void;
  navigate: ReturnType<typeof useNavigate>;
}

/** A survey whose engine lets every step be gone to (goTo), in a router with one tab history. */
function openSurvey() {
  const tab = {} as Tab;
  function Survey() {
    const [step, setStep] = useState<StepId>('reason');
    useStepHistory(step, (to) => {
      setStep(to);
      return true;
    });
    Object.assign(tab, { step, location: useLocation(), moveTo: setStep, navigate: useNavigate() });
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/seo']}>
      <Survey />
    </MemoryRouter>,
  );
  return tab;
}

const entryStep = (tab: Tab) => (tab.location.state as { surveyStep?: StepId } | null)?.surveyStep;

describe('useStepHistory', () => {
  it('gives each new step an entry, and Back and Forward move the survey between them', async () => {
    const tab = openSurvey();
    act(() => tab.moveTo('follow_up'));
    act(() => tab.moveTo('final'));
    expect(entryStep(tab)).toBe('final');

    await act(() => tab.navigate(-1));
    expect(tab.step).toBe('follow_up');
    await act(() => tab.navigate(-1));
    expect(tab.step).toBe('reason');
    await act(() => tab.navigate(2));
    expect(tab.step).toBe('final');
  });

  it("the app's Back goes back in the history too, so the browser's Back goes further back", async () => {
    const tab = openSurvey();
    act(() => tab.moveTo('follow_up'));
    act(() => tab.moveTo('final'));
    await act(async () => tab.moveTo('follow_up'));
    expect(entryStep(tab)).toBe('follow_up');
    await act(() => tab.navigate(-1));
    expect(tab.step).toBe('reason');
  });

  it("a Back that comes before the router has shown the new step's entry still goes back", async () => {
    const tab = openSurvey();
    act(() => tab.moveTo('follow_up'));
    // The step moves and its entry is pushed, but the router renders locations in a transition:
    // the browser's Back comes before that render, and the two collapse into one.
    await act(async () => {
      flushSync(() => tab.moveTo('final'));
      await tab.navigate(-1);
    });
    expect(tab.step).toBe('follow_up');
    expect(entryStep(tab)).toBe('follow_up');
  });

  it("a step taken before the app's Back has arrived gets its own entry once it does", async () => {
    const tab = openSurvey();
    act(() => tab.moveTo('follow_up'));
    act(() => tab.moveTo('final'));
    // The app's Back (to follow_up) goes back in the history; before the router has shown that
    // entry, the customer goes on to final again.
    await act(async () => {
      flushSync(() => tab.moveTo('follow_up'));
      flushSync(() => tab.moveTo('final'));
    });
    expect(tab.step).toBe('final');
    expect(entryStep(tab)).toBe('final');
    await act(() => tab.navigate(-1));
    expect(tab.step).toBe('follow_up');
  });

  it("the browser's Back pressed while the app's Back is on its way takes the survey further back", async () => {
    const tab = openSurvey();
    act(() => tab.moveTo('follow_up'));
    act(() => tab.moveTo('final'));
    await act(async () => {
      flushSync(() => tab.moveTo('follow_up'));
      await tab.navigate(-1);
    });
    expect(tab.step).toBe('reason');
    expect(entryStep(tab)).toBe('reason');
  });
});
