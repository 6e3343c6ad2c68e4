export { getMockUser, MOCK_PAID_USER } from './fixtures';
export { createMockHandlers, type MockHandlersOptions } from './handlers';
export type { MockErrorBody } from './http-utils';
export { resolveMockScenario } from './resolve-scenario';
export {
  DEFAULT_MOCK_SCENARIO,
  isMockScenario,
  MOCK_SCENARIO_DESCRIPTIONS,
  MOCK_SCENARIOS,
  SLOW_SCENARIO_DELAY_MS,
  type MockScenario,
} from './scenarios';
export {
  createMockState,
  getMockConfirmationLink,
  type FailingOnceCall,
  type MockState,
} from './state';
export { createMemoryStorage, MOCK_STORAGE_PREFIX, type MockStorage } from './storage';
