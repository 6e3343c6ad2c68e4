const pluralCategories = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const pluralSuffix = new RegExp(`^(.+)_(${pluralCategories.join('|')})$`);

/** Splits 'fields.charactersLeft_one' into its base and plural category. */
export function splitPluralKey(key: string): { base: string; category: string } | undefined {
  const match = pluralSuffix.exec(key);
  return match?.[1] && match[2] ? { base: match[1], category: match[2] } : undefined;
}

/** The plural bases of the English keys: keys with a plural suffix whose `_other` form exists. */
export function pluralBases(englishKeys: Iterable<string>): Set<string> {
  const keys = new Set(englishKeys);
  const bases = new Set<string>();
  for (const key of keys) {
    const split = splitPluralKey(key);
    if (split && keys.has(`${split.base}_other`)) bases.add(split.base);
  }
  return bases;
}

/** The plural categories a language needs, as t() picks them at run time. */
export function requiredPluralCategories(language: string): string[] {
  const categories: readonly string[] = new Intl.PluralRules(language).resolvedOptions()
    .pluralCategories;
  return pluralCategories.filter((category) => categories.includes(category));
}
