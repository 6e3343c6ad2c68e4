// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadHelperCode } from './preloadHelperPlugin';

type Preload = (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>;

/** The helper module as the build ships it, loaded the way a bundle imports it. */
async function helper(base: string): Promise<Preload> {
  const url = `data:text/javascript,${encodeURIComponent(preloadHelperCode(base))}`;
  const module = (await import(/* @vite-ignore */ url)) as { __vitePreload: Preload };
  return module.__vitePreload;
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.getAttribute('href'),
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => document.head.replaceChildren());

describe('the preload helper', () => {
  it("preloads the loaded chunk's JS imports under the base and returns what the chunk exports", async () => {
    const preload = await helper('/cancel/');
    const chunk = { FinalStep: 'the form' };
    const loaded = await preload(
      () => Promise.resolve(chunk),
      ['assets/FinalStep-a1.js', 'assets/Trans-b2.js', 'assets/index-c3.css'],
    );
    expect(loaded).toBe(chunk);
    expect(preloads()).toEqual([
      { rel: 'modulepreload', href: '/cancel/assets/FinalStep-a1.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/cancel/assets/Trans-b2.js', crossOrigin: '' },
    ]);
  });

  it('loads a chunk without imports, and passes its failure on to the page', async () => {
    const preload = await helper('/');
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(preload(() => Promise.reject(failure))).rejects.toBe(failure);
    await expect(preload(() => Promise.resolve('texts'), [])).resolves.toBe('texts');
    expect(preloads()).toEqual([]);
  });
});
