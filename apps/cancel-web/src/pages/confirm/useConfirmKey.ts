import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../shell/services';

/** Whether the address's query (`location.search`) still carries the e-mail link's key. */
export const hasConfirmKey = (search: string) => new URLSearchParams(search).has('key');

/**
 * The confirm key of the e-mail link, read once. It then leaves the address bar and the history
 * entry (history.replaceState), so neither a later visitor of the tab nor a Referer sees it; the
 * page sends no Referer at all while it is shown, and error reports never carry the key.
 */
export function useConfirmKey(): string {
  const { reporter } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [key] = useState(() => new URLSearchParams(location.search).get('key')?.trim() ?? '');

  useEffect(() => {
    reporter.protect(key);
    if (!hasConfirmKey(location.search)) return;
    const params = new URLSearchParams(location.search);
    params.delete('key');
    const search = params.toString();
    // Through the router (history.replaceState in the browser), keeping the entry's state.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [key, reporter, location, navigate]);

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
