/**
 * "Try again" after code or texts failed to download: the page is loaded again. In place, the
 * download could not be asked for again: browsers keep a failed module import failed for the
 * document's life (the HTML standard's module map until whatwg/html#10327, which only recent
 * Chromium follows), and a deploy during the visit replaces the file's hashed name. Nothing is
 * lost: everything the customer chose or typed is in sessionStorage (the survey's records) or in
 * the address and its history entry.
 */
export const reloadToDownloadAgain = () => window.location.reload();
