import { afterEach, describe, expect, it, vi } from 'vitest';

import { resolveMockScenario } from './resolve-scenario';
import { MOCK_SCENARIOS } from './scenarios';
import { createMemoryStorage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveMockScenario', () => {
  it('defaults to paid', () => {
    expect(resolveMockScenario('http://localhost:4173/cancel', createMemoryStorage())).toBe('paid');
    expect(resolveMockScenario('/cancel/seo')).toBe('paid');
  });

  it.each(MOCK_SCENARIOS)('reads ?mock=%s from the URL', (scenario) => {
    expect(resolveMockScenario(`http://localhost:4173/cancel?mock=${scenario}`)).toBe(scenario);
  });

  it('remembers the scenario for the tab, so redirects keep it', () => {
    const storage = createMemoryStorage();

    expect(resolveMockScenario('http://localhost/cancel/all?lang=de&mock=trial', storage)).toBe(
      'trial',
    );
    expect(resolveMockScenario('http://localhost/cancel/no-subscription', storage)).toBe('trial');
    expect(resolveMockScenario(new URL('http://localhost/cancel?mock=sst'), storage)).toBe('sst');
    expect(resolveMockScenario('http://localhost/cancel/plan', storage)).toBe('sst');
    expect(resolveMockScenario('http://localhost/cancel', createMemoryStorage())).toBe('paid');
  });

  it('warns about an unknown name and falls back to the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = createMemoryStorage();
    resolveMockScenario('http://localhost/cancel?mock=offer', storage);

    expect(resolveMockScenario('http://localhost/cancel?mock=premium', storage)).toBe('paid');

    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `[mock API] Unknown scenario "premium", using "paid". Known scenarios: ${MOCK_SCENARIOS.join(', ')}.`,
    );
    expect(resolveMockScenario('http://localhost/cancel', storage)).toBe('paid');
  });

  it('ignores a remembered value that is no scenario', () => {
    const storage = createMemoryStorage();
    storage.setItem('cancel-flow:mock:scenario', 'retired-scenario');

    expect(resolveMockScenario('http://localhost/cancel', storage)).toBe('paid');
  });
});
