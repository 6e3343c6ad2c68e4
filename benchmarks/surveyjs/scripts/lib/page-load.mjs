// What a page downloads before its first question shows, and how long that takes, in Chromium.
import { gzipSize } from './sizes.mjs';

/** The text that means "step 1 is on screen", shared by cancel-web and the SurveyJS page. */
export const STEP_1 = {
  heading: "We're sorry to see you go",
  question: "Please let us know why you're leaving",
  firstAnswer: "It's too expensive",
};

function kindOf(response) {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript/.test(contentType)) return 'js';
  if (/text\/css/.test(contentType)) return 'css';
  return undefined;
}

/**
 * Opens `url` in a fresh context (`viewport` as timeToTexts) and records every JS and CSS file
 * requested before the frame that paints all of `texts` (the frame timeToTexts times), once each
 * has downloaded: what a page fetches before its step 1 is on screen, not what it starts loading
 * right after. Each body is gzipped here (level 9), so the figure does not depend on the server.
 */
export async function recordDownloads(browser, url, { texts, timeoutMs = 30_000, viewport }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  let watch;
  try {
    const page = await context.newPage();
    const requested = [];
    let painted = false;
    page.on('request', (request) => {
      if (!painted) requested.push(request);
    });
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    watch = await watchTextsPainted(context, page, {
      url,
      texts,
      timeoutMs,
      details: () => (consoleErrors.length ? `\nConsole errors:\n${consoleErrors.join('\n')}` : ''),
    });
    page.setDefaultTimeout(timeoutMs);
    await page.goto(url, { waitUntil: 'commit' });
    await watch.painted;
    painted = true;
    const files = [];
    for (const request of requested) {
      const response = await request.response();
      const kind = response ? kindOf(response) : undefined;
      if (!kind) continue;
      files.push(
        await response.body().then(
          (body) => ({ url: response.url(), kind, bytes: body.length, gzipBytes: gzipSize(body) }),
          (error) => ({ url: response.url(), kind, error: String(error) }),
        ),
      );
    }
    const failed = files.filter((file) => file.error);
    if (failed.length > 0) {
      throw new Error(
        `Could not read ${failed.map((f) => `${f.url} (${f.error})`).join(', ')} from ${url}`,
      );
    }
    return files;
  } finally {
    watch?.stop();
    await context.close();
  }
}

/** Sums recorded files per kind. */
export function totals(files) {
  const sum = (kind, key) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file[key], 0);
  return {
    js: {
      files: files.filter((f) => f.kind === 'js').length,
      bytes: sum('js', 'bytes'),
      gzipBytes: sum('js', 'gzipBytes'),
    },
    css: {
      files: files.filter((f) => f.kind === 'css').length,
      bytes: sum('css', 'bytes'),
      gzipBytes: sum('css', 'gzipBytes'),
    },
  };
}

/** Step 1 as issue 13 defines it: its title and its first answer on screen. */
export const STEP_1_TEXTS = [STEP_1.heading, STEP_1.firstAnswer];

/** The phone the step-1 benchmark emulates (issue 13). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * The page reports the frame to Node through this CDP binding (`Runtime.addBinding`): a native
 * function, so the watched page runs no script but its own and the watcher's. Playwright's
 * `waitForFunction` would inject its utility script (~70 ms of main-thread compile and run at 4×
 * CPU) into the page at a random moment of its load, and land on one page's critical path but
 * not another's.
 */
const SHOWN_BINDING = '__benchTextsShown';

// Runs in the page before any of its scripts: notes the time of the first animation frame in
// which every one of `texts` is laid out (an element whose own text is exactly it, with a box),
// i.e. the frame that paints them, and calls `binding` with it. A MutationObserver marks the DOM
// dirty so the XPath look-ups run only after a change; rAF time is the frame's start, comparable
// across pages.
function watchForTexts({ texts, binding }) {
  const shown = (text) => {
    const found = document.evaluate(
      `//*[normalize-space(text())=${JSON.stringify(text)}]`,
      document,
      null,
      XPathResult.FIRST_ORDERED_NODE_TYPE,
      null,
    ).singleNodeValue;
    if (!(found instanceof Element)) return false;
    const box = found.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(found).visibility !== 'hidden';
  };
  let dirty = true;
  new MutationObserver(() => (dirty = true)).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  const frame = (time) => {
    if (dirty) {
      dirty = false;
      const text = document.body?.textContent ?? '';
      if (texts.every((t) => text.includes(t))) {
        if (texts.every(shown)) {
          window[binding](String(time));
          return;
        }
        dirty = true;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Watches `page`, before it loads, for the frame that paints every one of `texts` (watchForTexts,
 * reported through the CDP binding). `painted` resolves with that frame's time (ms from navigation
 * start), or rejects after `timeoutMs` with `details()` appended; `stop()` ends the time-out.
 * `cdp` is the session the binding reports on.
 */
async function watchTextsPainted(context, page, { url, texts, timeoutMs, details = () => '' }) {
  const cdp = await context.newCDPSession(page);
  let timer;
  const painted = new Promise((resolve, reject) => {
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name === SHOWN_BINDING) resolve(Number(payload));
    });
    timer = setTimeout(
      () =>
        reject(
          new Error(`${url} did not show ${texts.join(', ')} within ${timeoutMs} ms${details()}`),
        ),
      timeoutMs,
    );
  });
  // bindingCalled is sent to sessions with the Runtime domain on; it runs nothing in the page.
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: SHOWN_BINDING });
  await page.addInitScript(watchForTexts, { texts, binding: SHOWN_BINDING });
  return { cdp, painted, stop: () => clearTimeout(timer) };
}

/**
 * Milliseconds from navigation start until every one of `texts` is painted, in a fresh context
 * with the cache disabled and the CPU slowed `cpuSlowdown` times (CDP
 * Emulation.setCPUThrottlingRate). `viewport` defaults to Playwright's 1280×720.
 */
export async function timeToTexts(
  browser,
  url,
  { texts, cpuSlowdown = 4, timeoutMs = 60_000, viewport } = {},
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  let watch;
  try {
    const page = await context.newPage();
    watch = await watchTextsPainted(context, page, { url, texts, timeoutMs });
    await watch.cdp.send('Network.enable');
    await watch.cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await watch.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    return await watch.painted;
  } finally {
    watch?.stop();
    await context.close();
  }
}

/** Until step 1's question and its first answer are painted (see timeToTexts). */
export function timeToQuestion(browser, url, options = {}) {
  return timeToTexts(browser, url, { ...options, texts: [STEP_1.question, STEP_1.firstAnswer] });
}

/** Until step 1's title and its first answer are painted, on a 390×844 phone (issue 13). */
export function timeToStep1(browser, url, options = {}) {
  return timeToTexts(browser, url, { viewport: PHONE_VIEWPORT, ...options, texts: STEP_1_TEXTS });
}

export { median } from './step1-report.mjs';
