import type { Language } from '../languages/languages';
import { addTexts, internalsOf, type PartLoader } from './create-i18n';
import type { I18n } from './create-i18n';
import { LOCALE_LOAD_TIMEOUT_MS, loadWithTimeout, type LocaleResources } from './loaders';
import { partLoaders, type TextPart } from './part-loaders';

/** The loads in progress, per instance, language and part: a second call waits for the first. */
const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

/**
 * Downloads one part of the texts (`outcome`: step 4's form, the offer and check-your-email) in the
 * language `i18n` shows, and adds it: `t` then translates the part's keys, and a language switched
 * to later (changeLanguage) loads the part too. Resolves at once when the part is loaded already;
 * calls made while it loads share one download. Render the screens that show the part only once
 * this has resolved. Rejects when the part cannot be loaded (LocaleLoadTimeoutError after
 * `timeoutMs`); the texts shown are then unchanged, and nothing is reported through `onLoadError`:
 * the caller decides what the screen shows.
 */
export async function loadTexts(
  i18n: I18n,
  part: TextPart,
  timeoutMs = LOCALE_LOAD_TIMEOUT_MS,
): Promise<void> {
  const own = internalsOf(i18n, 'loadTexts');
  const load: PartLoader = (language) => loadWithTimeout(partLoaders[part], language, timeoutMs);
  own.parts.set(part, load);
  // A switch of language while the part loads asks for it again, in the new language.
  while (!hasTexts(i18n, part)) {
    const language = i18n.language;
    const key = `${language}:${part}`;
    const loads = pending.get(i18n) ?? new Map<string, Promise<void>>();
    pending.set(i18n, loads);
    let loading = loads.get(key);
    if (!loading) {
      loading = addPart(i18n, language, part, load).finally(() => loads.delete(key));
      loads.set(key, loading);
    }
    await loading;
  }
}

async function addPart(i18n: I18n, language: Language, part: TextPart, load: PartLoader) {
  const texts: LocaleResources = await load(language);
  const own = internalsOf(i18n, 'loadTexts');
  if (own.loadedParts.get(language)?.has(part)) return;
  addTexts(own, language, [texts], [part]);
  // A new `t`, and the components showing the language render again.
  if (i18n.language === language) own.show(language);
}

/** Whether `part` of the texts is loaded in the language `i18n` shows (see loadTexts). */
export function hasTexts(i18n: I18n, part: TextPart): boolean {
  return internalsOf(i18n, 'hasTexts').loadedParts.get(i18n.language)?.has(part) ?? false;
}
