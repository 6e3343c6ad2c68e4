// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_CONTINUED } from './previewFirstStep';
import { watchPreview } from './previewHandover';

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

const control = (selector: string) => root.querySelector<HTMLElement>(selector)!;

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
