import type { StepId } from '@cancel-flow/survey-engine';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface StepEntryState {
  readonly surveyStep?: StepId;
  /** The step of the entry this one was pushed after: the app's Back goes back to it. */
  readonly previousStep?: StepId;
}

/**
 * Mirrors the engine's step in the browser history, so Back and Forward move between the
 * survey's steps: each new step pushes an entry (same URL, the step in `history.state`), the
 * app's Back goes back one entry when that entry holds the step it goes to, and
 * arriving at an entry asks the engine to go to its step (`goTo`, true when it moved). The engine
 * decides: a step it refuses (not on the path any more) replaces the entry with the current step.
 * The entry the page was opened on gets its step when the customer leaves it, not at mount: a
 * navigation at mount would render the whole page a second time right after step 1 shows.
 */
export function useStepHistory(step: StepId, goTo: (step: StepId) => boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const entryStep = (location.state as StepEntryState | null)?.surveyStep;
  const latest = useRef({ step, entryStep, location, navigate });
  useEffect(() => {
    latest.current = { step, entryStep, location, navigate };
  });
  const shownStep = useRef(step);

  const mark = (surveyStep: StepId, replace: boolean, previousStep?: StepId) => {
    const { location: here, navigate: go } = latest.current;
    const state: StepEntryState = { ...(here.state as object | null), surveyStep, previousStep };
    void go({ pathname: here.pathname, search: here.search, hash: here.hash }, { replace, state });
  };

  // The customer went Back or Forward to another entry: the engine moves if it may.
  useEffect(() => {
    if (entryStep === undefined || entryStep === latest.current.step) return;
    if (!goTo(entryStep)) mark(latest.current.step, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arriving at an entry
  }, [location.key]);

  // The engine moved: back to the step of the entry before this one (the app's Back button), the
  // history goes back too, so the browser's Back then goes further back, not forward again;
  // otherwise a new entry for the new step, after giving an unmarked entry the step left.
  useEffect(() => {
    const left = shownStep.current;
    shownStep.current = step;
    const { entryStep: marked, location: here, navigate: go } = latest.current;
    if (left === step || marked === step) return;
    if (marked === left && (here.state as StepEntryState | null)?.previousStep === step) {
      void go(-1);
      return;
    }
    if (marked === undefined) mark(left, true);
    mark(step, false, left);
  }, [step]);
}
