import { useEffect, useState } from 'react';
import { useServices } from '../../shell/services';

/**
 * The confirm key of the e-mail link, read once. It then leaves the address bar and the history
 * entry (history.replaceState), so neither a later visitor of the tab nor a Referer sees it; the
 * page sends no Referer at all while it is shown, and error reports never carry the key.
 */
export function useConfirmKey(): string {
  const { reporter } = useServices();
  const [key] = useState(() => new URL(window.location.href).searchParams.get('key')?.trim() ?? '');

  useEffect(() => {
    reporter.protect(key);
    const url = new URL(window.location.href);
    if (url.searchParams.has('key')) {
      url.searchParams.delete('key');
      // Keeps the router's own history state: only the URL changes.
      window.history.replaceState(window.history.state, '', url.href);
    }
  }, [key, reporter]);

  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = 'no-referrer';
    return () => {
      meta.content = previous;
    };
  }, []);

  return key;
}
