import { expect, test } from '@playwright/test';
import { answer, expectAccessible, finish, heading, locale, open, text } from './support';

test.describe('from the survey through the e-mail link to the confirmed state', () => {
  test('the whole loop with the mock e-mail', async ({ page }) => {
    await open(page, '/all');
    await answer(page, text('survey.reason.answers.business_struggling'));
    await finish(page);
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    await expect(page.getByText(text('checkEmail.waiting'))).toBeVisible();
    // The draft has done its job once the e-mail is sent.
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) =>
          /^cancel-flow:survey:.*:(draft|final):/.test(key),
        ),
      ),
    ).toEqual([]);

    // The resend button waits for its countdown.
    const resend = page.getByRole('button', { name: text('buttons.resendEmail') });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/You can resend the email in \d+ seconds/)).toBeVisible();

    const mail = page.getByRole('link', { name: text('checkEmail.mockLink') });
    await expect(mail).toHaveAttribute('href', /\/cancel\/semrush\/confirm-unsubscribe\?key=/);
    await mail.click();
    await expect(heading(page)).toHaveText(text('confirm.successTitle'));
    // The key left the address bar once read (issue 11, item 9); the e-mail's language stays.
    await expect(page).toHaveURL(/\/cancel\/semrush\/confirm-unsubscribe\?lang=en$/);
    await expect(page.getByText(text('confirm.successBody'))).toBeVisible();
    await expectAccessible(page);

    // Back on the check-your-email screen, polling sees the confirmation.
    await page.goBack();
    await expect(heading(page)).toHaveText(text('checkEmail.confirmedTitle'), { timeout: 20_000 });
    await expect(page.getByText(text('checkEmail.confirmedBody'))).toBeVisible();
    // The new state is announced: focus moves to its panel.
    await expect(
      page.getByRole('region', { name: text('checkEmail.confirmedTitle') }),
    ).toBeFocused();
    await expect(page.getByRole('link', { name: text('buttons.goHome') })).toBeVisible();
    await expectAccessible(page);
  });

  test('the mock e-mail of a German survey opens the confirm page in German', async ({ page }) => {
    const de = locale('de');
    await open(page, '/seo', 'paid', 'de');
    await page
      .getByRole('radio', { name: text('survey.reason.answers.business_struggling', {}, de) })
      .check();
    await page.getByRole('button', { name: text('buttons.continue', {}, de) }).click();
    await page.getByRole('checkbox', { name: text('finalStep.agreement', {}, de) }).check();
    await page.getByRole('button', { name: text('buttons.cancelSubscription', {}, de) }).click();
    await expect(heading(page)).toHaveText(text('checkEmail.title', {}, de));

    await page.getByRole('link', { name: text('checkEmail.mockLink', {}, de) }).click();
    await expect(heading(page)).toHaveText(text('confirm.successTitle', {}, de));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the link opened in another tab confirms what the first tab polls for', async ({
    page,
    context,
  }) => {
    await open(page, '/seo');
    await answer(page, text('survey.reason.answers.project_finished'));
    await finish(page);
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    const href = await page
      .getByRole('link', { name: text('checkEmail.mockLink') })
      .getAttribute('href');

    // As from a mail client: a second tab of the same browser opens the link.
    const mailTab = await context.newPage();
    await mailTab.goto(href ?? '');
    await expect(heading(mailTab)).toHaveText(text('confirm.successTitle'));
    // A reload, or Back and Forward, of the confirmed page (its key has left the address) still
    // says it is cancelled, without asking again.
    let confirmCalls = 0;
    mailTab.on('request', (request) => {
      if (/\/confirm\/\?key=/.test(request.url())) confirmCalls += 1;
    });
    await mailTab.reload();
    await expect(heading(mailTab)).toHaveText(text('confirm.successTitle'));
    await mailTab.goBack();
    await mailTab.goForward();
    await expect(heading(mailTab)).toHaveText(text('confirm.successTitle'));
    expect(confirmCalls).toBe(0);

    await page.bringToFront();
    await expect(heading(page)).toHaveText(text('checkEmail.confirmedTitle'), { timeout: 30_000 });
  });

  test('traffic and market confirms on its own segment', async ({ page }) => {
    await open(page, '/trends');
    await answer(page, text('survey.reason.answers.project_finished'));
    await finish(page);
    const mail = page.getByRole('link', { name: text('checkEmail.mockLink') });
    await expect(mail).toHaveAttribute(
      'href',
      /\/cancel\/traffic-and-market\/confirm-unsubscribe\?key=/,
    );
    await mail.click();
    await expect(heading(page)).toHaveText(text('confirm.successTitle'));
  });

  test('the resend button sends the e-mail again after the countdown', async ({ page }) => {
    await page.clock.install();
    await open(page, '/seo');
    await answer(page, text('survey.reason.answers.project_finished'));
    await finish(page);
    // The countdown runs from 60 seconds (in the page's time: a slow machine may show 59 or less
    // by the time it is read), and Resend waits for it.
    const escape = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const [before, after] = text('checkEmail.resendCountdown_other').split('{countdown}');
    const countdown = page.getByText(new RegExp(`^${escape(before)}\\d+${escape(after)}$`));
    await expect(countdown).toBeVisible();
    const seconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const resend = page.getByRole('button', { name: text('buttons.resendEmail') });
    await expect(resend).toBeDisabled();
    // The status that will announce "sent again" is in the page before it has anything to say.
    const announced = page.getByRole('status').filter({ hasText: text('checkEmail.resent') });
    const announcer = page.locator('.cf-status__body > [role="status"].cf-visually-hidden');
    await expect(announcer).toHaveText('');
    await page.clock.runFor(61_000);
    await expect(resend).toBeEnabled();
    const request = page.waitForRequest(/send-confirmation-email/);
    await resend.click();
    await request;
    await expect(announced).toHaveCount(1);
    await expect(announcer).toHaveText(text('checkEmail.resent'));
    await expect(page.locator('.cf-notice', { hasText: text('checkEmail.resent') })).toBeVisible();
    await expect(resend).toBeDisabled();
    // Waiting for the next countdown, it keeps the focus (a keyboard user stays where they were).
    await expect(resend).toBeFocused();
  });

  test('a reload of the check-your-email screen stays there, and its wait for Resend goes on', async ({
    page,
  }) => {
    await open(page, '/seo');
    await answer(page, text('survey.reason.answers.project_finished'));
    await finish(page);
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    const secondsToResend = async () => {
      const countdown = page.getByText(/You can resend the email in \d+ seconds/);
      await expect(countdown).toBeVisible();
      return Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    };
    const before = await secondsToResend();
    // Real time passes: the countdown counts from the send, not from the page's load.
    await page.waitForTimeout(2_500);
    await page.reload();
    await expect(heading(page)).toHaveText(text('checkEmail.title'));
    expect(await secondsToResend()).toBeLessThanOrEqual(before - 2);
    await expect(page.getByRole('button', { name: text('buttons.resendEmail') })).toBeDisabled();
  });
});
