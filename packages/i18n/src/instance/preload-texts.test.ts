import { describe, expect, test, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { hasTexts, loadTexts } from './load-texts';
import { partLoaders } from './part-loaders';
import { preloadTexts } from './preload-texts';

describe('preloadTexts', () => {
  test('downloads a part before there is an instance; loadTexts then adds that download', async () => {
    const load = vi.spyOn(partLoaders.pages, 'nl');
    await preloadTexts('pages', 'nl');
    expect(load).toHaveBeenCalledTimes(1);
    const i18n = await createI18n({ language: 'nl' });
    expect(hasTexts(i18n, 'pages')).toBe(false);
    await loadTexts(i18n, 'pages');
    expect(i18n.t('noSubscription.title')).toBe('Je hebt geen actief abonnement');
    load.mockRestore();
  });

  test('rejects as the download does', async () => {
    const failure = new Error('offline');
    const load = vi.spyOn(partLoaders.outcome, 'tr').mockRejectedValueOnce(failure);
    await expect(preloadTexts('outcome', 'tr')).rejects.toBe(failure);
    load.mockRestore();
  });
});
