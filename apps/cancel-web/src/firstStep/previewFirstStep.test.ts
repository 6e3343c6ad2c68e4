// @vitest-environment jsdom
import type { ContextResponse, User } from '@cancel-flow/api-client';
import { MOCK_PAID_USER } from '@cancel-flow/api-client/mock';
import {
  connect,
  createInitialState,
  paidQuestionSet,
  trialQuestionSet,
  type QuestionSet,
} from '@cancel-flow/survey-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../survey/memoryStorage';
import { surveyStorage } from '../survey/surveyStorage';
import { firstStepFileText } from './firstStepFiles';
import {
  PREVIEW_CONTINUED,
  previewFirstStep,
  type PreviewFirstStepInput,
} from './previewFirstStep';

const TRIAL_USER: User = { ...MOCK_PAID_USER, is_paid: false };
const SEED = 1234567;

/** A question set's first step as the build renders it: the answers in the set's order. */
function firstStepHtml(questionSet: QuestionSet): string {
  const question = questionSet.questions[questionSet.firstQuestion]!;
  const answers = question.choices
    .map(
      (choice) =>
        `<div class="answer"><label><input type="radio" name="${question.id}" value="${choice.id}"${choice === question.choices[0] ? '' : ' tabindex="-1"'}>${choice.text}</label></div>`,
    )
    .join('');
  return `<div class="page"><h1>${questionSet.id}</h1><form><fieldset><div class="answers">${answers}</div></fieldset><button type="submit">Continue</button></form></div>`;
}

const FILES: Record<string, string> = {
  '/cancel/first-step/seo/de.html': firstStepFileText(
    [paidQuestionSet, trialQuestionSet].map((set) => ({
      questionSetId: set.id,
      html: firstStepHtml(set),
      title: `${set.id} – Schritt 1 von 4 | Abonnement kündigen`,
    })),
  ),
};

/** get-context's answer as prefetchContext's first look gives it: undefined when not a good one. */
const contextOf = (user: User | undefined): Promise<ContextResponse | undefined> =>
  Promise.resolve(user && { user });

function placeholderRoot(): HTMLElement {
  document.documentElement.removeAttribute('lang');
  document.title = 'Cancel subscription';
  document.body.innerHTML =
    '<div id="root"><div data-boot-placeholder aria-busy="true"><span class="skeleton"></span></div></div>';
  return document.getElementById('root')!;
}

function input(overrides: Partial<PreviewFirstStepInput> = {}): PreviewFirstStepInput {
  return {
    base: '/cancel/',
    pathname: '/cancel/seo',
    language: 'de',
    context: contextOf(MOCK_PAID_USER),
    storage: memoryStorage(),
    seed: SEED,
    root: placeholderRoot(),
    fetchFirstStep: vi.fn((url: string) => Promise.resolve(FILES[url])),
    ...overrides,
  };
}

const shownAnswers = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.value);

const engineOrder = (questionSet: QuestionSet, seed: number) => {
  const view = connect(questionSet, createInitialState(questionSet, { seed }), () => []);
  return view.step === 'reason' ? view.choices.map((choice) => choice.id) : [];
};

describe('previewFirstStep', () => {
  beforeEach(() => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      setTimeout(() => callback(performance.now()), 0);
      return 0;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("paints a paid customer's first step, usable before the app replaces it", async () => {
    const options = input();
    await expect(previewFirstStep(options)).resolves.toBe(true);
    const page = options.root.firstElementChild!;
    expect(page.querySelector('h1')?.textContent).toBe('paid');
    expect(page.closest('[inert], [aria-busy]')).toBeNull();
    // Continue does not leave the page (the form has no action): it marks the step for the app.
    const submit = new Event('submit', { cancelable: true });
    page.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(page.hasAttribute(PREVIEW_CONTINUED)).toBe(true);
    // boot-watch.js still finds it and shows its message if the app never starts.
    expect(page.hasAttribute('data-boot-placeholder')).toBe(true);
    expect(options.root.querySelector('.skeleton')).toBeNull();
    // The page's language and the step's title in it, not index.html's English one.
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('paid – Schritt 1 von 4 | Abonnement kündigen');
  });

  it("moves the answers' one Tab stop to the answer chosen on the step", async () => {
    const options = input();
    await previewFirstStep(options);
    const radios = [...options.root.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const tabStops = () =>
      radios.filter((radio) => radio.tabIndex >= 0).map((radio) => radio.value);
    expect(tabStops()).toEqual(['too_expensive']);
    radios.at(-1)!.click();
    expect(tabStops()).toEqual(['other']);
    radios[2]!.click();
    expect(tabStops()).toEqual([radios[2]!.value]);
  });

  it("shows the answers in the order the app's survey shows for the visit's seed", async () => {
    for (const seed of [SEED, 42, 7]) {
      const options = input({ seed });
      await previewFirstStep(options);
      expect(shownAnswers(options.root)).toEqual(engineOrder(paidQuestionSet, seed));
    }
    // The seeds above do change the order.
    expect(engineOrder(paidQuestionSet, 42)).not.toEqual(engineOrder(paidQuestionSet, 7));
  });

  it('shows the same order after a reload before the app ran, and the app starts with it', async () => {
    const storage = memoryStorage();
    const first = input({ storage, seed: 42 });
    await previewFirstStep(first);
    expect(shownAnswers(first.root)).toEqual(engineOrder(paidQuestionSet, 42));
    // The reload: a new visit's seed, the same tab.
    const reload = input({ storage, seed: 7 });
    await previewFirstStep(reload);
    expect(shownAnswers(reload.root)).toEqual(engineOrder(paidQuestionSet, 42));
    const owner = {
      userId: MOCK_PAID_USER.user_id!,
      product: 'seo',
      questionSetId: 'paid',
    } as const;
    expect(surveyStorage(storage, owner).answerOrderSeed(7)).toBe(42);
  });

  it('shows the answer chosen there again after a reload before the app ran, from the record the app reads too', async () => {
    const storage = memoryStorage();
    const first = input({ storage });
    await previewFirstStep(first);
    const radio = (root: HTMLElement, value: string) =>
      root.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
    radio(first.root, 'project_finished').click();
    // The reload: the same tab.
    const reload = input({ storage });
    await previewFirstStep(reload);
    const chosen = radio(reload.root, 'project_finished');
    expect(chosen.checked).toBe(true);
    expect(
      [...reload.root.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
        .filter((other) => other.tabIndex >= 0)
        .map((other) => other.value),
    ).toEqual(['project_finished']);
    const owner = {
      userId: MOCK_PAID_USER.user_id!,
      product: 'seo',
      questionSetId: 'paid',
    } as const;
    expect(surveyStorage(storage, owner).previewChoice()).toBe('project_finished');
    // Another answer chosen after the reload replaces it.
    radio(reload.root, 'other').click();
    expect(surveyStorage(storage, owner).previewChoice()).toBe('other');
  });

  it("requests the page's one file in the page's language before the user is known", () => {
    const options = input({ context: new Promise(() => {}) });
    void previewFirstStep(options);
    expect(options.fetchFirstStep).toHaveBeenCalledTimes(1);
    expect(options.fetchFirstStep).toHaveBeenCalledWith('/cancel/first-step/seo/de.html');
  });

  it("paints a trial customer's first step from the same file", async () => {
    const options = input({ context: contextOf(TRIAL_USER) });
    await expect(previewFirstStep(options)).resolves.toBe(true);
    expect(options.root.querySelector('h1')?.textContent).toBe('trial');
    expect(shownAnswers(options.root)).toEqual(engineOrder(trialQuestionSet, SEED));
  });

  it('matches the product page regardless of case and a trailing slash', async () => {
    const options = input({ pathname: '/cancel/SEO/' });
    await expect(previewFirstStep(options)).resolves.toBe(true);
  });

  it.each([
    ['the toolkit choice', '/cancel/'],
    ['a confirm page', '/cancel/seo/confirm-unsubscribe'],
    ['an old path that redirects', '/cancel/trends'],
    ['an unknown path', '/cancel/nothing'],
  ])('shows nothing and requests nothing on %s', async (_page, pathname) => {
    const options = input({ pathname });
    await expect(previewFirstStep(options)).resolves.toBe(false);
    expect(options.fetchFirstStep).not.toHaveBeenCalled();
    expect(options.root.querySelector('.skeleton')).not.toBeNull();
  });

  it.each([
    ['the user request fails', contextOf(undefined)],
    ['the visitor is signed out', contextOf({ ...MOCK_PAID_USER, user_id: null })],
    ['there is no subscription', contextOf({ ...MOCK_PAID_USER, has_active_recurring: false })],
    [
      "the page's toolkit is not active",
      contextOf({ ...MOCK_PAID_USER, active_toolkits: ['social'] }),
    ],
  ])('leaves the placeholder when %s', async (_case, context) => {
    const options = input({ context });
    await expect(previewFirstStep(options)).resolves.toBe(false);
    expect(options.root.querySelector('.skeleton')).not.toBeNull();
  });

  it('leaves the placeholder, and never rejects, when a check fails (no toolkit list)', async () => {
    const broken = { ...MOCK_PAID_USER, active_toolkits: null } as unknown as User;
    const options = input({ context: contextOf(broken) });
    await expect(previewFirstStep(options)).resolves.toBe(false);
    expect(options.root.querySelector('.skeleton')).not.toBeNull();
  });

  it('leaves the placeholder when the tab keeps a draft of this survey (the app restores it)', async () => {
    const storage = memoryStorage();
    const owner = {
      userId: MOCK_PAID_USER.user_id!,
      product: 'seo' as const,
      questionSetId: 'paid',
    };
    surveyStorage(storage, owner).saveDraft('{}');
    const options = input({ storage });
    await expect(previewFirstStep(options)).resolves.toBe(false);
  });

  it('leaves the placeholder without tab storage', async () => {
    const options = input({ storage: undefined });
    await expect(previewFirstStep(options)).resolves.toBe(false);
  });

  it('leaves the placeholder when the file is missing', async () => {
    const options = input({ fetchFirstStep: () => Promise.resolve(undefined) });
    await expect(previewFirstStep(options)).resolves.toBe(false);
    expect(options.root.querySelector('.skeleton')).not.toBeNull();
  });

  it("leaves the placeholder when the file lacks the customer's question set", async () => {
    const paidOnly = firstStepFileText([
      { questionSetId: 'paid', html: firstStepHtml(paidQuestionSet), title: 'paid' },
    ]);
    const options = input({
      context: contextOf(TRIAL_USER),
      fetchFirstStep: () => Promise.resolve(paidOnly),
    });
    await expect(previewFirstStep(options)).resolves.toBe(false);
    expect(options.root.querySelector('.skeleton')).not.toBeNull();
  });

  it('gives up on a file still downloading half a second after the user arrived', async () => {
    vi.useFakeTimers();
    const options = input({ fetchFirstStep: () => new Promise(() => {}) });
    const painted = previewFirstStep(options);
    await vi.advanceTimersByTimeAsync(500);
    await expect(painted).resolves.toBe(false);
    expect(options.root.querySelector('.skeleton')).not.toBeNull();
  });

  it('gives up on a user not known within 0.8 s, and shows nothing when it comes later', async () => {
    vi.useFakeTimers();
    let arrive: (context: ContextResponse) => void = () => {};
    const options = input({ context: new Promise((resolve) => (arrive = resolve)) });
    const painted = previewFirstStep(options);
    await vi.advanceTimersByTimeAsync(799);
    arrive({ user: MOCK_PAID_USER });
    await vi.advanceTimersByTimeAsync(10);
    await expect(painted).resolves.toBe(true);

    const late = input({ context: new Promise((resolve) => (arrive = resolve)) });
    const latePainted = previewFirstStep(late);
    await vi.advanceTimersByTimeAsync(800);
    await expect(latePainted).resolves.toBe(false);
    arrive({ user: MOCK_PAID_USER });
    await vi.advanceTimersByTimeAsync(1000);
    expect(late.root.querySelector('.skeleton')).not.toBeNull();
  });

  it("shows nothing when the placeholder is gone (the app's page is there)", async () => {
    const options = input();
    options.root.innerHTML = '<main>the app</main>';
    await expect(previewFirstStep(options)).resolves.toBe(false);
    expect(options.root.innerHTML).toBe('<main>the app</main>');
  });
});
