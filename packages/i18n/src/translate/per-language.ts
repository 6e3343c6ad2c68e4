/**
 * A function giving one `create(language)` per language, made on first use and kept: creating an
 * Intl formatter or plural rule costs far more than using it.
 */
export function perLanguage<T>(create: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = create(language);
      made.set(language, value);
    }
    return value;
  };
}
