/**
 * A Web Storage kept in memory, fresh for each call, with the key enumeration (`length`, `key`)
 * that survey storage uses to drop other customers' records: for the survey modules' tests and
 * the build's prerendered first steps.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
