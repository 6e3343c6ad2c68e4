import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../layout/breakpoints';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The stylesheet as the build bundles it: index.css with its @imports inlined. */
function bundle(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import '([^']+)';/g, (_, path: string) =>
    bundle(resolve(dirname(file), path)),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

const css = bundle(join(srcDir, 'styles/index.css'));
const definedClasses = new Set([...css.matchAll(/\.(cf-[a-z0-9_-]+)/g)].map((match) => match[1]));

describe('the stylesheet', () => {
  it('stays within the kit budget of 8 KB gzip (before minification)', () => {
    expect(gzipSync(css).length).toBeLessThanOrEqual(8 * 1024);
  });

  it('uses the breakpoints of product §9 exported by breakpoints.ts, and only those', () => {
    const widths = new Set([...css.matchAll(/\(min-width: (\d+)px\)/g)].map((m) => Number(m[1])));
    expect([...widths].sort()).toEqual([breakpoints.tabletMin, breakpoints.screenMin].sort());
    expect(css).not.toMatch(/max-width: \d+px\)/);
  });

  it('defines every design token it uses', () => {
    const defined = new Set([...css.matchAll(/(--cf-[a-z0-9-]+):/g)].map((m) => m[1]));
    const used = new Set([...css.matchAll(/var\((--cf-[a-z0-9-]+)\)/g)].map((m) => m[1]));
    const missing = [...used].filter((token) => !defined.has(token));
    expect(missing).toEqual([]);
    for (const group of ['color', 'space', 'radius', 'font']) {
      expect([...defined].some((token) => token?.startsWith(`--cf-${group}-`))).toBe(true);
    }
  });

  it('styles every class name the components render', () => {
    // Classes that only group children or give apps a hook, with no rules of their own.
    const hooksOnly = new Set(['cf-checkbox', 'cf-heading', 'cf-page__card', 'cf-link-list__item']);
    const rendered = new Set(
      sourceFiles(srcDir).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"` ](cf-[a-z0-9_-]*[a-z0-9])(?=['"` ])/g)].map(
          (m) => m[1],
        ),
      ),
    );
    const unstyled = [...rendered].filter((name) => name && !definedClasses.has(name));
    expect(unstyled.filter((name) => name && !hooksOnly.has(name))).toEqual([]);
  });

  it('styles every variant the components can render', () => {
    const variants = [
      ...['primary', 'secondary', 'danger', 'link', 'lg', 'full', 'busy'].map(
        (v) => `cf-button--${v}`,
      ),
      ...['sm', 'lg'].map((v) => `cf-spinner--${v}`),
      ...['info', 'success', 'warning', 'danger'].map((v) => `cf-notice--${v}`),
      ...['success', 'waiting', 'failure', 'info'].map((v) => `cf-status--${v}`),
      ...['complete', 'current'].map((v) => `cf-steps__item--${v}`),
      ...['end', 'center'].map((v) => `cf-actions--${v}`),
      ...['sm', 'lg'].map((v) => `cf-stack--${v}`),
      'cf-radio-group__legend--subtitle',
      'cf-skeleton--panel',
      'cf-page--wide',
      'cf-counter--over',
      'cf-choice--checked',
      'cf-field-warning--open',
      'cf-input--readonly',
    ];
    expect(variants.filter((name) => !definedClasses.has(name))).toEqual([]);
  });

  it('respects reduced motion and shows a visible focus ring of at least 2px', () => {
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toMatch(/--cf-focus-ring: [2-9]px solid/);
    expect(css).not.toMatch(/outline: (none|0)[;\s][^}]*:focus-visible/);
  });
});
