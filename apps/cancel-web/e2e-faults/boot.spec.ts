import { expect, test } from '@playwright/test';
import { cspViolations, expectReported, injectFaults, resetFaults } from './support';

// Item 11 and the strict Content-Security-Policy the fault server sends with every page.

test.beforeEach(async ({ request }) => resetFaults(request));

test('the production build works under a strict CSP, with no inline script', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/cancel/seo');
  await expect(page.getByRole('heading', { name: "We're sorry to see you go" })).toBeVisible();
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(violations).toEqual([]);
});

for (const fault of ['status', 'hang'] as const) {
  test(`main bundle ${fault === 'status' ? 'answering 404' : 'never answering'}: a translated message with a reload link within 20 s`, async ({
    page,
    request,
  }) => {
    const violations = cspViolations(page);
    await injectFaults(request, [{ path: '/cancel/assets/index-[^/]*\\.js$', fault, status: 404 }]);
    await page.goto('/cancel/seo?lang=de', { waitUntil: 'commit' });

    const message = page.getByRole('alert');
    await expect(message).toContainText('Etwas ist schiefgelaufen', { timeout: 22_000 });
    const reload = message.getByRole('link', { name: 'Erneut versuchen' });
    await expect(reload).toBeVisible();
    expect(violations).toEqual([]);

    // "Try again" recovers once the bundle answers again.
    await resetFaults(request);
    await reload.click();
    await expect(
      page.getByRole('heading', { name: 'Schade, dass Sie uns verlassen' }),
    ).toBeVisible();
  });
}

test('a page bundle that fails ends in the global error and is reported', async ({
  page,
  request,
}) => {
  // Product pages are in the entry; the toolkit choice page is loaded on demand.
  await injectFaults(request, [
    { path: '/cancel/assets/ToolkitChoicePage-[^/]*\\.js$', fault: 'status', status: 404 },
  ]);
  await page.goto('/cancel/');
  await expect(page.getByRole('alert')).toContainText(/Something went wrong/);
  await expectReported(request, 'Page was not loaded');
});
