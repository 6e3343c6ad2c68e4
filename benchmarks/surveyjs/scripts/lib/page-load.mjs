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
 * Opens `url` in a fresh context and records every JS and CSS response until `ready(page)`
 * resolves. Each body is gzipped here (level 9), so the figure does not depend on the server.
 */
export async function recordDownloads(browser, url, { ready, timeoutMs = 30_000 }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = [];
    let recording = true;
    page.on('response', (response) => {
      const kind = recording ? kindOf(response) : undefined;
      if (!kind) return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), kind, bytes: body.length, gzipBytes: gzipSize(body) }),
          (error) => ({ url: response.url(), kind, error: String(error) }),
        ),
      );
    });
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.setDefaultTimeout(timeoutMs);
    await page.goto(url);
    try {
      await ready(page);
    } catch (error) {
      const details = consoleErrors.length ? `\nConsole errors:\n${consoleErrors.join('\n')}` : '';
      throw new Error(`${url} did not show step 1 within ${timeoutMs} ms: ${error}${details}`, {
        cause: error,
      });
    }
    recording = false;
    const files = await Promise.all(bodies);
    const failed = files.filter((file) => file.error);
    if (failed.length > 0) {
      throw new Error(
        `Could not read ${failed.map((f) => `${f.url} (${f.error})`).join(', ')} from ${url}`,
      );
    }
    return files;
  } finally {
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

// Runs in the page before any of its scripts: notes the time of the first animation frame in
// which the question and its first answer are laid out, i.e. the frame that paints them.
function watchForQuestion({ question, firstAnswer }) {
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
      if (text.includes(question) && text.includes(firstAnswer)) {
        if (shown(question) && shown(firstAnswer)) {
          window.__questionShownAt = time;
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
 * Milliseconds from navigation start until step 1's question is painted, in a fresh context with
 * the cache disabled and the CPU slowed `cpuSlowdown` times (CDP Emulation.setCPUThrottlingRate).
 */
export async function timeToQuestion(browser, url, { cpuSlowdown = 4, timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(watchForQuestion, {
      question: STEP_1.question,
      firstAnswer: STEP_1.firstAnswer,
    });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => window.__questionShownAt, undefined, {
      timeout: timeoutMs,
      polling: 100,
    });
    return Number(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
