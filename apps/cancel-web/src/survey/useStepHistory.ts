import type { StepId } from '@cancel-flow/survey-engine';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

interface StepEntryState {
  readonly surveyStep?: StepId;
  /** The step of the entry this one was pushed after: the app's Back goes back to it. */
  readonly previousStep?: StepId;
}

const stepEntryOf = (state: unknown): StepEntryState => (state ?? {}) as StepEntryState;

/**
 * Mirrors the engine's step in the browser history, so Back and Forward move between the
 * survey's steps: each new step pushes an entry (same URL, the step in `history.state`), the
 * app's Back goes back one entry when that entry holds the step it goes to, and
 * arriving at an entry asks the engine to go to its step (`goTo`, true when it moved). The engine
 * decides: a step it refuses (not on the path any more) replaces the entry with the current step.
 * The entry the page was opened on gets its step when the customer leaves it, not at mount: a
 * navigation at mount would render the whole page a second time right after step 1 shows.
 *
 * The router shows a new location in a transition, after the step it was pushed for has painted,
 * so its location can lag behind the history. The hook therefore keeps its own record of the
 * current entry (updated as it navigates, and when the router shows an entry the customer went
 * to), and takes every entry the customer went to (a POP), even one whose key the router showed
 * last: a Back pressed before the router showed the step's new entry collapses with it into one
 * render of the entry before. A step taken while the app's Back is still on its way gets its own
 * entry once the Back has arrived.
 *
 * Both effects run only on their own change (a location arriving, the step moving) and read the
 * rest from the render that made the change.
 */
export function useStepHistory(step: StepId, goTo: (step: StepId) => boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const shownStep = useRef(step);
  // The current entry as this hook last left it or found it (the router's may lag behind).
  const entry = useRef(stepEntryOf(location.state));
  // The step of the entry before, while the app's Back is on its way to it.
  const backTo = useRef<StepId | undefined>(undefined);

  const mark = (surveyStep: StepId, replace: boolean, previousStep?: StepId) => {
    const state: StepEntryState = {
      ...(location.state as object | null),
      surveyStep,
      previousStep,
    };
    entry.current = state;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace, state });
  };

  // The customer went Back or Forward to another entry (or the app's Back arrived): the engine
  // moves if it may. Keyed on the location itself, not its key: see above.
  useEffect(() => {
    if (navigationType !== 'POP') return;
    const arrived = stepEntryOf(location.state);
    const appBack = arrived.surveyStep === backTo.current;
    entry.current = arrived;
    backTo.current = undefined;
    if (arrived.surveyStep === undefined || arrived.surveyStep === step) return;
    // The customer went on from the step the app's Back went to before it arrived: a new entry.
    if (appBack) mark(step, false, arrived.surveyStep);
    else if (!goTo(arrived.surveyStep)) mark(step, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arriving at an entry
  }, [location]);

  // The engine moved: back to the step of the entry before this one (the app's Back button), the
  // history goes back too, so the browser's Back then goes further back, not forward again;
  // otherwise a new entry for the new step, after giving an unmarked entry the step left.
  useEffect(() => {
    const left = shownStep.current;
    shownStep.current = step;
    const here = entry.current;
    if (left === step || backTo.current !== undefined || here.surveyStep === step) return;
    if (here.surveyStep === left && here.previousStep === step) {
      backTo.current = step;
      void navigate(-1);
      return;
    }
    if (here.surveyStep === undefined) mark(left, true);
    mark(step, false, left);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the step moves
  }, [step]);
}
