/**
 * The page's path below the app's base (`base` with its trailing slash, e.g. /cancel/): `seo` for
 * /cancel/seo/, '' for the base itself with or without its slash, undefined for a path outside it.
 */
export function pathBelowBase(pathname: string, base: string): string | undefined {
  if (pathname !== base.replace(/\/$/, '') && !pathname.startsWith(base)) return undefined;
  return pathname.slice(base.length).replace(/\/$/, '');
}
