import type { Product } from '@cancel-flow/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasConfirmKey } from './useConfirmKey';

/** What a confirmed page adds to its history entry's state: the product, never the key. */
interface ConfirmedEntryState {
  readonly confirmedProduct: Product;
}

const isConfirmedEntry = (state: unknown, product: Product) =>
  (state as Partial<ConfirmedEntryState> | null)?.confirmedProduct === product;

/**
 * The confirm page's history entry, which remembers that this tab confirmed the cancellation.
 * The key leaves the address once read (useConfirmKey), so a reload, Back or Forward comes back
 * without it; the entry's state (kept by the browser with the entry, gone with the tab) tells
 * that page apart from an incomplete link, and nothing needs to be asked again.
 */
export function useConfirmedEntry(product: Product) {
  const location = useLocation();
  const navigate = useNavigate();
  const [confirmedBefore] = useState(() => isConfirmedEntry(location.state, product));
  const [confirmed, setConfirmed] = useState(confirmedBefore);

  useEffect(() => {
    if (!confirmed || isConfirmedEntry(location.state, product)) return;
    // Only once useConfirmKey has taken the key out of the address: rewriting the entry before
    // that would put the key back.
    if (hasConfirmKey(location.search)) return;
    const previous = typeof location.state === 'object' ? location.state : null;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { ...previous, confirmedProduct: product } },
    );
  }, [confirmed, product, location, navigate]);

  return {
    /** This entry showed the confirmed cancellation before (a reload, Back or Forward). */
    confirmedBefore,
    markConfirmed: useCallback(() => setConfirmed(true), []),
  };
}
