// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_CONTINUED } from './previewFirstStep';
import { watchPreview } from './previewHandover';
import { watchPresses } from './previewPress';

/** Step 1's markup, the same whether prerendered or the app's. */
const STEP =
  '<div class="cf-page" data-boot-placeholder><main id="main"><form>' +
  '<label><input type="radio" name="reason" value="too_expensive">Too expensive</label>' +
  '<label><input type="radio" name="reason" value="not_using">Not using it</label>' +
  '<label><input type="radio" name="reason" value="other">Other</label>' +
  '<button type="submit">Continue</button><a href="/">I want to stay</a>' +
  '</form></main></div>';

let root: HTMLElement;

/** What the app's first render does to #root: the step's nodes go, the app's own come. */
function appRenders() {
  root.innerHTML = STEP.replace(' data-boot-placeholder', '');
}

const control = <Found extends HTMLElement = HTMLElement>(selector: string) =>
  root.querySelector<Found>(selector)!;

describe('watchPreview', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${STEP}</div><button id="elsewhere">x</button>`;
    root = document.getElementById('root')!;
  });

  it('hands over the answer chosen on the step, read once the app has replaced it', () => {
    const handover = watchPreview(root);
    control('input[value="not_using"]').click();
    appRenders();
    expect(handover()).toMatchObject({ answer: 'not_using', continued: false });
  });

  it('hands over no answer when none was chosen, and a Continue pressed before the app ran', () => {
    const handover = watchPreview(root);
    root.firstElementChild!.setAttribute(PREVIEW_CONTINUED, '');
    appRenders();
    expect(handover()).toMatchObject({ answer: undefined, continued: true });
  });

  it('moves the focus to the same control in the app: an answer, Continue or the stay link', () => {
    for (const selector of ['input[value="other"]', 'button', 'a']) {
      document.body.innerHTML = `<div id="root">${STEP}</div>`;
      root = document.getElementById('root')!;
      const handover = watchPreview(root);
      control(selector).focus();
      appRenders();
      const app = control(selector);
      handover().refocus();
      expect(document.activeElement).toBe(app);
    }
  });

  it('counts a focus the step had before the app started watching', () => {
    control('input[value="too_expensive"]').focus();
    const handover = watchPreview(root);
    appRenders();
    handover().refocus();
    expect(document.activeElement).toBe(control('input[value="too_expensive"]'));
  });

  it('moves no focus when the customer had moved it off the step before the app replaced it', async () => {
    const handover = watchPreview(root);
    control('button').focus();
    document.getElementById('elsewhere')!.focus();
    await Promise.resolve(); // the check that the step is still there
    appRenders();
    handover().refocus();
    expect(document.activeElement).toBe(document.getElementById('elsewhere'));
  });

  it('moves no focus when the customer had blurred the step before the app replaced it', async () => {
    const handover = watchPreview(root);
    control('button').focus();
    control('button').blur(); // a click on the page's background
    await Promise.resolve();
    appRenders();
    handover().refocus();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('watchPreview: a press in progress when the app replaces the step', () => {
  /** The step as the entry shows it (previewFirstStep), following its presses from the start. */
  function showStep() {
    document.body.innerHTML = `<div id="root">${STEP}</div><button id="elsewhere">x</button>`;
    root = document.getElementById('root')!;
    watchPresses(root.firstElementChild!);
  }
  beforeEach(showStep);

  const fire = (target: Element, type: string, key?: string) =>
    target.dispatchEvent(
      key ? new KeyboardEvent(type, { key, bubbles: true }) : new Event(type, { bubbles: true }),
    );

  /** Counts the submits of the app's form (kept in the page), for `submitted()` to read. */
  function countSubmits() {
    let submitted = 0;
    control('form').addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    return () => submitted;
  }

  /** The app's first render, and its layout effect's handover. */
  function appTakesOver(handover: ReturnType<typeof watchPreview>) {
    appRenders();
    const taken = handover();
    taken.refocus();
    taken.finishPress();
  }

  it('a Space held on an answer chooses the answer once released on the app’s', () => {
    const handover = watchPreview(root);
    control('input[value="not_using"]').focus();
    fire(control('input[value="not_using"]'), 'keydown', ' ');
    appTakesOver(handover);
    const answer = control<HTMLInputElement>('input[value="not_using"]');
    expect(answer.checked).toBe(false);
    fire(answer, 'keyup', 'Shift');
    expect(answer.checked).toBe(false);
    fire(answer, 'keyup', ' ');
    expect(answer.checked).toBe(true);
  });

  it('a mouse button down on an answer’s text chooses it once released on the app’s answer', () => {
    const handover = watchPreview(root);
    fire(control('label:nth-of-type(3)'), 'pointerdown');
    appTakesOver(handover);
    fire(control('label:nth-of-type(3)'), 'pointerup');
    expect(control<HTMLInputElement>('input[value="other"]').checked).toBe(true);
  });

  it('leaves a finger’s tap to the browser, which clicks what is under the finger as it lifts', () => {
    const handover = watchPreview(root);
    control('label:nth-of-type(3)').dispatchEvent(
      Object.assign(new Event('pointerdown', { bubbles: true }), { pointerType: 'touch' }),
    );
    appTakesOver(handover);
    let clicks = 0;
    control('input[value="other"]').addEventListener('click', () => (clicks += 1));
    fire(control('label:nth-of-type(3)'), 'pointerup');
    expect(clicks).toBe(0);
  });

  it('a mouse button down on Continue submits the app’s step once released on it', () => {
    const handover = watchPreview(root);
    fire(control('button'), 'pointerdown');
    appTakesOver(handover);
    const submitted = countSubmits();
    fire(control('button'), 'pointerup');
    expect(submitted()).toBe(1);
    // Once: the press is over.
    fire(control('button'), 'pointerup');
    expect(submitted()).toBe(1);
  });

  it('a press released elsewhere, or cancelled, clicks nothing', () => {
    for (const end of ['pointerup', 'pointercancel']) {
      showStep();
      const handover = watchPreview(root);
      fire(control('input[value="other"]'), 'pointerdown');
      appTakesOver(handover);
      const target = end === 'pointerup' ? document.getElementById('elsewhere')! : root;
      fire(target, end);
      fire(control('label:nth-of-type(3)'), 'pointerup');
      expect(control<HTMLInputElement>('input[value="other"]').checked).toBe(false);
    }
  });

  it('counts a press that began before the app started watching', () => {
    fire(control('label:nth-of-type(2)'), 'pointerdown');
    const handover = watchPreview(root);
    appTakesOver(handover);
    fire(control('label:nth-of-type(2)'), 'pointerup');
    expect(control<HTMLInputElement>('input[value="not_using"]').checked).toBe(true);
  });

  it('a press lost outside the page is not completed by the next one', () => {
    const handover = watchPreview(root);
    fire(control('button'), 'pointerdown');
    appTakesOver(handover);
    const submitted = countSubmits();
    // The next press on Continue: the browser's own click, and no second one from the old press.
    fire(control('button'), 'pointerdown');
    fire(control('button'), 'pointerup');
    expect(submitted()).toBe(0);
  });

  it('a press that ended on the step before the app took over is not repeated', () => {
    const handover = watchPreview(root);
    fire(control('input[value="not_using"]'), 'pointerdown');
    fire(control('input[value="not_using"]'), 'pointerup');
    appTakesOver(handover);
    fire(control('label:nth-of-type(2)'), 'pointerup');
    expect(control<HTMLInputElement>('input[value="not_using"]').checked).toBe(false);
  });
});
