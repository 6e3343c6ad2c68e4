/**
 * Context variants (`toolkitChoice.cancelProduct_sst`): a language may give a sentence
 * its own wording per product, so the product name gets its article, case or suffix. The known
 * contexts are the products English names under `products.*`.
 */
export function knownContexts(englishKeys: Iterable<string>): string[] {
  const contexts: string[] = [];
  for (const key of englishKeys) {
    if (key.startsWith('products.')) contexts.push(key.slice('products.'.length));
  }
  // Longest first, so 'traffic-and-market' is matched before a shorter product could be.
  return contexts.sort((a, b) => b.length - a.length);
}

/** Splits 'toolkitChoice.cancelProduct_sst' into its base key and context, for a known context. */
export function splitContextKey(
  key: string,
  contexts: readonly string[],
): { base: string; context: string } | undefined {
  for (const context of contexts) {
    const suffix = `_${context}`;
    if (key.endsWith(suffix) && key.length > suffix.length) {
      return { base: key.slice(0, -suffix.length), context };
    }
  }
  return undefined;
}
