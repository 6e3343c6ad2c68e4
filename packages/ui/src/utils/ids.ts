/** Joins element ids for aria-describedby / aria-labelledby; undefined when there are none. */
export function joinIds(
  ...ids: ReadonlyArray<string | false | null | undefined>
): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
