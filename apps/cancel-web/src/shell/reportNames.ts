// The names failures of the page's own downloads are reported under (product §8: reported and
// logged). A plain module: the boot (main.ts) reports them too, without React.

/** A locale that did not load. */
export const LOCALE_LOAD_FAILURE = 'Locale was not loaded';

/** A page bundle, or the app's, that did not load (or did not render). */
export const PAGE_LOAD_FAILURE = 'Page was not loaded';
