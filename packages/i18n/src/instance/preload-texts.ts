import type { Language } from '../languages/languages';
import { partLoaders, type TextPart } from './part-loaders';

/**
 * Starts downloading one part of a language's texts before there is an instance to add it to, e.g.
 * beside the page's own code: `loadTexts` later takes this download instead of starting its own
 * (the module is fetched once). Rejects as the download does; `loadTexts` reports nothing of it and
 * asks again.
 */
export async function preloadTexts(part: TextPart, language: Language): Promise<void> {
  await partLoaders[part][language]();
}
