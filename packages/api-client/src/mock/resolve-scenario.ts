import {
  DEFAULT_MOCK_SCENARIO,
  isMockScenario,
  MOCK_SCENARIOS,
  type MockScenario,
} from './scenarios';
import { MOCK_STORAGE_PREFIX, type MockStorage } from './storage';

const SCENARIO_KEY = `${MOCK_STORAGE_PREFIX}scenario`;

/**
 * The scenario for this tab: `?mock=NAME` in `url` wins and is remembered in `storage`
 * (sessionStorage in the browser) so redirects keep it; otherwise the remembered one; otherwise
 * `paid`. An unknown name logs a warning and falls back to the default.
 */
export function resolveMockScenario(url: string | URL, storage?: MockStorage): MockScenario {
  const requested = new URL(url, 'http://localhost').searchParams.get('mock');
  if (requested === null) {
    const remembered = storage?.getItem(SCENARIO_KEY);
    return isMockScenario(remembered) ? remembered : DEFAULT_MOCK_SCENARIO;
  }
  if (!isMockScenario(requested)) {
    console.warn(
      `[mock API] Unknown scenario "${requested}", using "${DEFAULT_MOCK_SCENARIO}". Known scenarios: ${MOCK_SCENARIOS.join(', ')}.`,
    );
    storage?.setItem(SCENARIO_KEY, DEFAULT_MOCK_SCENARIO);
    return DEFAULT_MOCK_SCENARIO;
  }
  storage?.setItem(SCENARIO_KEY, requested);
  return requested;
}
