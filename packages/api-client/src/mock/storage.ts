/** The part of the Web Storage API the mock uses; `sessionStorage` fits it. */
export interface MockStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory MockStorage for Node and tests (one per simulated tab). */
export function createMemoryStorage(): MockStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** Prefix of every key the mock keeps in storage. */
export const MOCK_STORAGE_PREFIX = 'cancel-flow:mock:';
