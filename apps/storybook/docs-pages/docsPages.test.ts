// The built Storybook's docs pages, as a designer opens them: a story pinned to a phone or tablet
// shows at that size (.storybook/DocsStoryAtViewport.tsx), any other story inline. And the
// interaction-state stories, whose states only Storybook itself forces
// (storybook-addon-pseudo-states rewrites the stylesheets once a story has rendered).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createI18n, loadTexts, type Language, type TFunction } from '@cancel-flow/i18n';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Frame,
  type Page,
} from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, requireTestChromium } from '../../../scripts/chromium.mjs';
import { createStaticHandler, sendText } from '../../../scripts/static-files.mjs';

const staticDir = fileURLToPath(new URL('../storybook-static/', import.meta.url));

/** A framed story loads the whole preview and runs its play function: slow on a busy machine. */
const STORY_LOAD = { timeout: 30_000, interval: 200 };

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  if (!existsSync(path.join(staticDir, 'iframe.html'))) {
    throw new Error('No built Storybook: run `pnpm --filter @cancel-flow/storybook build` first.');
  }
  const serve = createStaticHandler({ base: '/', dir: staticDir, gzip: false });
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    serve(request, response, pathname).catch((error: unknown) =>
      sendText(response, 500, String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: requireTestChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A docs page; `globals` as in Storybook's URLs (the toolbar's choices), e.g. `locale:de`. */
async function openDocs(id: string, globals?: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(
    `${origin}/iframe.html?viewMode=docs&id=${id}${globals ? `&globals=${globals}` : ''}`,
  );
  await page.locator('.sbdocs-title').waitFor();
  return page;
}

/** The story frame titled `name`, scrolled into view (frames load lazily) and loaded. */
async function storyFrame(page: Page, name: string): Promise<Frame> {
  const element = page.locator(`iframe[title*="${name}"]`);
  await element.scrollIntoViewIfNeeded();
  const frame = await (await element.elementHandle())!.contentFrame();
  await frame!.waitForLoadState();
  return frame!;
}

/** The texts of `language` as the flow shows them: `@cancel-flow/i18n` with its parts. */
async function textsOf(language: Language): Promise<TFunction> {
  const i18n = await createI18n({ language });
  await Promise.all([loadTexts(i18n, 'outcome'), loadTexts(i18n, 'pages')]);
  return i18n.t;
}

describe('docs pages', () => {
  it('show a phone story in a frame of the phone’s width and the toolbar’s language, its play function run', async () => {
    const page = await openDocs('screens-survey-validation-on-a-phone--docs', 'locale:de');
    const frame = await storyFrame(page, 'Mobile (360 × 740)');
    // 360 px inside a 1 px border, whatever the docs column's width.
    const element = page.locator('iframe[title*="Mobile (360 × 740)"]');
    expect((await element.boundingBox())!.width).toBe(362);
    expect(await frame.evaluate(() => window.innerWidth)).toBe(360);
    await expect
      .poll(() => frame.evaluate(() => document.documentElement.lang), STORY_LOAD)
      .toBe('de');
    expect(await page.locator('figcaption').first().textContent()).toBe('Mobile (360 × 740)');
    // The play function pressed Continue without an answer: the group shows its warning.
    await frame.locator('[role="radiogroup"][aria-invalid="true"]').waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('open on an introduction that names the toolbar, and the tokens page sets code as code', async () => {
    // Pages of their own (MDX): the title is the first heading, not a component's.
    const openPage = async (id: string) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}`);
      return page;
    };
    const intro = await openPage('introduction--docs');
    await expect
      .poll(() => intro.locator('.sbdocs-content h1').textContent(), STORY_LOAD)
      .toBe('Cancel Flow: the kit and the screens');
    await expect
      .poll(() => intro.locator('.sbdocs-content h2').allTextContents())
      .toEqual([
        'Where to look',
        'The toolbar',
        'Contrast themes and reduced motion',
        'For developers',
      ]);
    await intro.close();
    const tokens = await openPage('foundations-design-tokens--docs');
    const focusRow = tokens.locator('tr', { hasText: '--cf-color-focus' }).first();
    await focusRow.waitFor();
    expect(await focusRow.textContent()).not.toContain('`');
    await tokens.close();
  });

  it('keep a story without a pinned viewport inline at the page’s width', async () => {
    const page = await openDocs('ui-pagelayout--docs');
    // PageLayout's primary story has no viewport: inline, as wide as the docs column.
    const primary = page.locator('#anchor--primary--ui-pagelayout--survey-step .docs-story');
    await primary.waitFor();
    expect((await primary.boundingBox())!.width).toBeGreaterThan(700);
    // Its phone, tablet and smallest-phone stories each sit in a frame of that size.
    const sizes = await page
      .locator('iframe[title^="UI/PageLayout"]')
      .evaluateAll((frames) => frames.map((frame) => frame.getBoundingClientRect().width));
    expect(sizes).toEqual([362, 770, 322]);
    await page.close();
  });

  it('keep a phone’s and a tablet’s frame at their size on a docs page opened on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${origin}/iframe.html?viewMode=docs&id=ui-pagelayout--docs`);
    await page.locator('.sbdocs-title').waitFor();
    const sizes = await page
      .locator('iframe[title^="UI/PageLayout"]')
      .evaluateAll((frames) => frames.map((frame) => frame.getBoundingClientRect().width));
    // Not squeezed to the docs column (about 312 px): the tablet's frame scrolls sideways instead.
    expect(sizes).toEqual([362, 770, 322]);
    const tablet = await storyFrame(page, 'UI/PageLayout: Tablet');
    expect(await tablet.evaluate(() => window.innerWidth)).toBe(768);
    // The page itself does not scroll sideways: only the frame's and the props table's own boxes.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await page.close();
  });

  it('show a story that focuses something in a frame, focused, as tall as the story', async () => {
    const page = await openDocs('ui-radiogroup--docs');
    const frame = await storyFrame(page, 'UI/RadioGroup: With Error Focused');
    await expect
      .poll(
        () => frame.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type),
        STORY_LOAD,
      )
      .toBe('radio');
    const element = page.locator('iframe[title="UI/RadioGroup: With Error Focused"]');
    // As tall as the story: every answer and the open warning, without a scrollbar.
    await expect
      .poll(async () => {
        const inner = await frame.evaluate(() => document.body.scrollHeight);
        return Math.abs((await element.boundingBox())!.height - 2 - inner);
      }, STORY_LOAD)
      .toBeLessThanOrEqual(1);
    expect((await element.boundingBox())!.width).toBeGreaterThan(700);
    await page.close();
  });

  it('run one frame’s play function at a time, leaving the page where the designer scrolled it', async () => {
    const page = await openDocs('ui-textfield--docs');
    const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
    const focusedFrame = page.locator('iframe[title="UI/TextField: Focused"]');
    // Scrolled to just above the frame: it loads out of view, and its play function focuses its
    // field and types, which must neither pull the page down to it nor be cut short by the next
    // frame's play function taking the focus (two at once typed 'Ada Love').
    await focusedFrame.evaluate((frame) =>
      window.scrollBy(0, frame.getBoundingClientRect().top - window.innerHeight - 200),
    );
    const before = await scrollTop();
    expect(before).toBeGreaterThan(0);
    const focused = (await (await focusedFrame.elementHandle())!.contentFrame())!;
    const typed = () =>
      focused.evaluate(() => document.querySelector('input')?.value).catch(() => undefined);
    await expect.poll(typed, STORY_LOAD).toBe('Ada Lovelace');
    await page.waitForTimeout(1_000);
    expect(await typed()).toBe('Ada Lovelace');
    expect(await scrollTop()).toBe(before);
    await page.close();
  });

  // Three times the project's time-out: every kit component's page, one after another.
  it('show each prop’s type in the props tables, a union as its values, never as the word "union" or "unknown"', async () => {
    const { entries } = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, { id: string; type: string; title: string }>;
    };
    const kitPages = Object.values(entries)
      .filter((entry) => entry.type === 'docs' && entry.title.startsWith('UI/'))
      .map((entry) => entry.id);
    expect(kitPages.length).toBeGreaterThan(20);
    /** Each row's type, as the chips under its description read: `page › tab › prop` → chips. */
    const types = new Map<string, string[]>();
    const readTable = async (page: Page, table: string) => {
      const rows = await page.locator('.docblock-argstable tbody tr').evaluateAll((rows) =>
        rows.map((row) => ({
          prop: row.querySelector('td:first-child')?.textContent?.replace(/\*$/, '') ?? '',
          chips: [...row.querySelectorAll('td:nth-child(2) > div:last-child span')].map(
            (chip) => chip.textContent?.trim() ?? '',
          ),
        })),
      );
      for (const { prop, chips } of rows) types.set(`${table} › ${prop}`, chips);
    };
    for (const id of kitPages) {
      const page = await openDocs(id);
      await page.locator('.docblock-argstable').waitFor();
      // A component with subcomponents (Button's ButtonLink, Card's Stack) has a tab for each.
      const tabs = page.getByRole('tab');
      if ((await tabs.count()) === 0) await readTable(page, id);
      for (const tab of await tabs.all()) {
        await tab.click();
        await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
        await readTable(page, `${id} › ${await tab.textContent()}`);
      }
      await page.close();
    }
    const unnamed = [...types].filter(([, chips]) =>
      chips.some((chip) => chip === 'union' || chip === 'unknown'),
    );
    expect(unnamed.map(([row]) => row)).toEqual([]);
    // Literal values as written, an optional prop without its `undefined`.
    expect(types.get('ui-button--docs › Button › variant')).toEqual([
      "'primary'",
      "'secondary'",
      "'danger'",
      "'link'",
    ]);
    expect(types.get('ui-button--docs › ButtonLink › size')).toEqual(["'md'", "'lg'"]);
    expect(types.get('ui-pageheading--docs › level')).toEqual(['1', '2']);
    expect(types.get('ui-radiogroup--docs › value')).toEqual(['string', 'null']);
    expect(types.get('ui-checkbox--docs › error')).toEqual(['string']);
    expect(types.get('ui-planchoice--docs › PlanChoice › plans')).toEqual([
      'ReadonlyArray<PlanOption>',
    ]);
  }, 180_000);

  // Twice the project's time-out: up to eight frames load one after another on the way down.
  it('show all 14 language stories, each phone one framed in its own language whatever the toolbar’s', async () => {
    const page = await openDocs('screens-languages--docs', 'locale:de');
    const frames = page.locator('iframe[title^="Screens/Languages: "]');
    // 13 phone stories in frames, each once; Portuguese, at the page's width, inline.
    await expect.poll(() => frames.count(), STORY_LOAD).toBe(13);
    const titles = await frames.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('title')),
    );
    expect(new Set(titles).size).toBe(13);
    await page.locator('#anchor--screens-languages--portuguese-step-1').waitFor();
    // Near the top, the middle and the end of the page: each frame loads as it comes into view.
    for (const [name, language, key] of [
      ['Japanese, check your email', 'ja', 'checkEmail.title'],
      ['Italian, toolkit choice', 'it', 'toolkitChoice.title'],
      ['Chinese, step 4', 'zh', 'steps.final.title'],
    ] as const) {
      const frame = await storyFrame(page, name);
      await expect
        .poll(() => frame.evaluate(() => document.documentElement.lang), STORY_LOAD)
        .toBe(language);
      await expect
        .poll(() => frame.locator('#storybook-root h1').textContent(), STORY_LOAD)
        .toBe((await textsOf(language))(key));
    }
    await page.close();
  }, 120_000);
});

/** A story on its own, as the sidebar opens it; `media` emulates a forced-colours theme. */
async function openStory(
  id: string,
  media: Pick<BrowserContextOptions, 'forcedColors' | 'colorScheme'> = {},
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ...media });
  await page.goto(`${origin}/iframe.html?viewMode=story&id=${id}`);
  return page;
}

/** Button's States story: the buttons of one variant's row (1–4), at rest, hovered, pressed, focused. */
const buttonStatesRow = (variant: number) => `tbody tr:nth-child(${variant}) .cf-button`;

/** Computed styles of the elements `selector` finds, once the forced states apply. */
function stylesOf(page: Page, selector: string, properties: readonly string[]) {
  return page.evaluate(
    ({ selector, properties }) =>
      [...document.querySelectorAll(selector)].map((element) => {
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
      }),
    { selector, properties },
  );
}

describe('interaction-state stories', () => {
  it('show each button variant under the pointer, pressed and focused, each unlike at rest', async () => {
    const page = await openStory('ui-button--states');
    const properties = ['background-color', 'outline-style', 'text-decoration-thickness'];
    // Rest, hover, pressed, focused; once the addon has rewritten the stylesheets.
    await expect
      .poll(async () => {
        const primary = await stylesOf(page, buttonStatesRow(1), properties);
        return new Set(primary.slice(0, 3).map((state) => state['background-color'])).size;
      }, STORY_LOAD)
      .toBe(3);
    for (const variant of [1, 2, 3, 4]) {
      const [rest, hover, pressed, focused] = await stylesOf(
        page,
        buttonStatesRow(variant),
        properties,
      );
      // The link shows hover by a thicker underline, the others by their background.
      const changed = variant === 4 ? 'text-decoration-thickness' : 'background-color';
      expect(hover![changed], `variant ${variant} under the pointer`).not.toBe(rest![changed]);
      // Pressed is unlike under the pointer too: on a phone, a tap shows only that.
      expect(pressed!['background-color'], `variant ${variant} pressed`).not.toBe(
        hover!['background-color'],
      );
      expect(rest!['outline-style']).toBe('none');
      expect(focused!['outline-style'], `variant ${variant} focused`).toBe('solid');
    }
    await page.close();
  });

  it('show an answer under the pointer and one focused from the keyboard, unlike the others', async () => {
    const page = await openStory('ui-radiogroup--states');
    const choice = (value: string) => `.cf-choice:has(input[value="${value}"])`;
    const border = async (value: string) =>
      (await stylesOf(page, choice(value), ['border-color']))[0]?.['border-color'];
    const outline = async (value: string) =>
      (await stylesOf(page, `input[value="${value}"]`, ['outline-style']))[0]?.['outline-style'];
    // Under the pointer: a stronger border than an answer at rest.
    await expect
      .poll(async () => (await border('not_using')) !== (await border('data_quality')), STORY_LOAD)
      .toBe(true);
    // Focused from the keyboard: the focus ring, which no other answer has.
    await expect.poll(() => outline('missing_features'), STORY_LOAD).toBe('solid');
    expect(await outline('data_quality')).toBe('none');
    await page.close();
  });
});

// Windows contrast themes: Chromium forces every colour to the system's, so the brand's border of
// the chosen answer no longer tells it apart; packages/ui's choices.css gives it the system's own.
// (cancel-web's e2e/forced-colors.spec.ts checks the app's live answers; no page of the app
// disables them, so the locked state is checked here.)
describe('forced colours', () => {
  /** A dark Windows contrast theme, as Chromium emulates it. */
  const DARK_CONTRAST_THEME = { forcedColors: 'active', colorScheme: 'dark' } as const;

  /** The system colour `keyword` as this page's forced palette computes it. */
  const systemColour = (page: Page, keyword: string) =>
    page.evaluate((keyword) => {
      const probe = document.createElement('span');
      probe.style.color = keyword;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }, keyword);

  it('mark the chosen answer with the system highlight, and in grey text once the answers are locked', async () => {
    for (const [id, keyword] of [
      ['ui-radiogroup--preselected', 'Highlight'],
      ['ui-radiogroup--disabled', 'GrayText'],
    ] as const) {
      const page = await openStory(id, DARK_CONTRAST_THEME);
      await page.locator('.cf-choice--checked').waitFor(STORY_LOAD);
      const borders = async (selector: string) =>
        (await stylesOf(page, selector, ['border-top-color'])).map(
          (style) => style['border-top-color'],
        );
      const mark = await systemColour(page, keyword);
      const chosen = await borders('.cf-choice--checked');
      const others = await borders('.cf-choice:not(.cf-choice--checked)');
      expect(chosen, id).toEqual([mark]);
      expect(others.length, id).toBeGreaterThan(2);
      for (const colour of others) expect(colour, id).not.toBe(mark);
      // The highlight and the grey are the theme's own, not the brand's violet or its grey.
      expect(mark).not.toBe(await systemColour(page, 'CanvasText'));
      await page.close();
    }
  });

  it('show each button under the pointer ringed in the system highlight, and pressed filled with it', async () => {
    const page = await openStory('ui-button--states', DARK_CONTRAST_THEME);
    const properties = ['border-top-color', 'background-color', 'color'];
    const highlight = await systemColour(page, 'Highlight');
    const highlightText = await systemColour(page, 'HighlightText');
    // Once the addon has rewritten the stylesheets, the hovered primary button is ringed.
    await expect
      .poll(
        async () => (await stylesOf(page, buttonStatesRow(1), properties))[1]?.['border-top-color'],
        STORY_LOAD,
      )
      .toBe(highlight);
    for (const variant of [1, 2, 3, 4]) {
      const [rest, hover, pressed] = await stylesOf(page, buttonStatesRow(variant), properties);
      expect(rest!['border-top-color'], `variant ${variant} at rest`).not.toBe(highlight);
      expect(hover!['border-top-color'], `variant ${variant} under the pointer`).toBe(highlight);
      expect(hover!['background-color'], `variant ${variant} under the pointer`).toBe(
        rest!['background-color'],
      );
      expect(pressed!['background-color'], `variant ${variant} pressed`).toBe(highlight);
      // Its label in the system's text on the highlight, not the page's text on it.
      expect(pressed!['color'], `variant ${variant} pressed`).toBe(highlightText);
      expect(pressed!['color']).not.toBe(rest!['color']);
    }
    await page.close();
  });

  it('show a disabled button in the system grey, and a busy one as at rest', async () => {
    for (const [id, grey] of [
      ['ui-button--disabled', true],
      ['ui-button--busy', false],
    ] as const) {
      const page = await openStory(id, DARK_CONTRAST_THEME);
      await page.locator('.cf-button').waitFor(STORY_LOAD);
      const [button] = await stylesOf(page, '.cf-button', ['border-top-color', 'color']);
      const greyText = await systemColour(page, 'GrayText');
      expect(button!['color'] === greyText, id).toBe(grey);
      expect(button!['border-top-color'] === greyText, id).toBe(grey);
      await page.close();
    }
  });
});
