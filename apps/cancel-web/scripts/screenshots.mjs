#!/usr/bin/env node
// Takes screenshots of the main screens (desktop and mobile) for the README and designers:
// builds the mock-API app, serves it, clicks through with Debian's Chromium, writes PNGs to
// docs/screenshots/ at the repo root. Usage: pnpm screenshots
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../../scripts/chromium.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const port = Number(process.env.SCREENSHOT_PORT ?? 4183);
const base = `http://localhost:${port}/cancel`;

const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--mode', 'mock', '--logLevel', 'warn'], {
  cwd: appDir,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  'pnpm',
  [
    'exec',
    'vite',
    'preview',
    '--mode',
    'mock',
    '--outDir',
    'dist-mock',
    '--port',
    String(port),
    '--strictPort',
  ],
  { cwd: appDir, stdio: 'ignore', detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The preview server did not start on port ${port}`);
}

const heading = (page) => page.getByRole('heading', { level: 1 });
const click = (page, role, name) => page.getByRole(role, { name, exact: true }).click();

/** Each screen: a name and how to get there from a fresh tab. */
const screens = [
  ['toolkit-choice', async (page) => page.goto(`${base}/?mock=paid&lang=en`)],
  ['seo-step-1', async (page) => page.goto(`${base}/seo?mock=paid&lang=en`)],
  [
    'seo-step-1-error',
    async (page) => {
      await page.goto(`${base}/seo?mock=paid&lang=en`);
      await click(page, 'button', 'Continue');
    },
  ],
  [
    'seo-step-2',
    async (page) => {
      await page.goto(`${base}/seo?mock=paid&lang=en`);
      await click(page, 'radio', "It's too expensive");
      await click(page, 'button', 'Continue');
      await heading(page).filter({ hasText: 'Tell us a bit more' }).waitFor();
    },
  ],
  [
    'seo-step-3',
    async (page) => {
      await page.goto(`${base}/seo?mock=paid&lang=en`);
      await click(page, 'radio', 'Other');
      await page.getByLabel('Tell us more').fill('We are moving our marketing in-house.');
      await click(page, 'button', 'Continue');
      await heading(page).filter({ hasText: 'One more question' }).waitFor();
    },
  ],
  [
    'seo-step-4',
    async (page) => {
      await page.goto(`${base}/seo?mock=paid&lang=en`);
      await click(page, 'radio', 'My project is finished');
      await click(page, 'button', 'Continue');
      await heading(page).filter({ hasText: 'Cancel subscription' }).waitFor();
    },
  ],
  [
    'check-email',
    async (page) => {
      await page.goto(`${base}/seo?mock=paid&lang=en`);
      await click(page, 'radio', 'My project is finished');
      await click(page, 'button', 'Continue');
      await page.getByRole('checkbox').check();
      await click(page, 'button', 'Cancel subscription');
      await heading(page).filter({ hasText: 'Check your email' }).waitFor();
    },
  ],
  ['no-subscription', async (page) => page.goto(`${base}/no-subscription?mock=paid&lang=en`)],
  ['global-error', async (page) => page.goto(`${base}/seo?mock=context-error&lang=en`)],
  ['seo-step-1-german', async (page) => page.goto(`${base}/seo?mock=paid&lang=de`)],
  ['seo-step-1-japanese', async (page) => page.goto(`${base}/seo?mock=trial&lang=ja`)],
];

const viewports = {
  desktop: { viewport: { width: 1280, height: 860 } },
  mobile: {
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  },
};

await waitForServer();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  for (const [name, reach] of screens) {
    for (const [device, options] of Object.entries(viewports)) {
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await reach(page);
      await heading(page).or(page.getByRole('alert')).first().waitFor();
      await page.waitForLoadState('networkidle');
      const file = `${outDir}${name}-${device}.png`;
      await page.screenshot({ path: file, fullPage: device === 'mobile' });
      console.log(`wrote ${file}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  stopServer();
}
