import type { Product } from '@cancel-flow/api-client';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../shell/services';

/** How the server answered this history entry's confirm request, once it has. */
export type ConfirmAnswer = 'confirmed' | 'invalid-key';

/**
 * What the confirm page keeps in its history entry's state: the browser keeps it with the entry
 * (a reload, Back, Forward) and drops it with the tab; it is never in the address or a Referer.
 */
interface ConfirmEntryState {
  /** The e-mail link's key until the server has answered it, so a reload can ask again. */
  readonly confirmKey?: string;
  /** The product and the server's answer, shown again without asking (no key). */
  readonly confirmAnswer?: { readonly product: Product; readonly answer: ConfirmAnswer };
}

/** The entry's state as this page reads it; other state of the entry (the router's) is kept. */
type EntryState = ConfirmEntryState & Readonly<Record<string, unknown>>;

const entryState = (state: unknown): EntryState =>
  state !== null && typeof state === 'object' ? (state as EntryState) : {};

const withoutKey = (search: string) => {
  const params = new URLSearchParams(search);
  params.delete('key');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

const sameEntry = (a: ConfirmEntryState, b: ConfirmEntryState) =>
  a.confirmKey === b.confirmKey &&
  a.confirmAnswer?.product === b.confirmAnswer?.product &&
  a.confirmAnswer?.answer === b.confirmAnswer?.answer;

/**
 * The confirm page's key and its history entry. The key of the e-mail link is read once and then
 * leaves the address (history.replaceState), so neither a later visitor of the tab nor a Referer
 * sees it; the entry's state holds it until the server has answered, so a reload during the
 * request or after an outage asks again instead of calling the link incomplete. Once answered, the
 * entry keeps only the product and the answer, so a reload, Back or Forward shows it again without
 * a request. The page sends no Referer at all while it is shown, and error reports never carry the
 * key.
 */
export function useConfirmEntry(product: Product) {
  const { reporter } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened] = useState(() => {
    const state = entryState(location.state);
    const key = new URLSearchParams(location.search).get('key')?.trim() || state.confirmKey || '';
    const before =
      state.confirmAnswer?.product === product ? state.confirmAnswer.answer : undefined;
    return { key, answeredBefore: key ? undefined : before };
  });
  const [answer, setAnswer] = useState(opened.answeredBefore);

  useEffect(() => reporter.protect(opened.key), [reporter, opened.key]);

  useEffect(() => {
    const current = entryState(location.state);
    const { confirmKey: _key, confirmAnswer: _answer, ...others } = current;
    const wanted: ConfirmEntryState = answer
      ? { confirmAnswer: { product, answer } }
      : opened.key
        ? { confirmKey: opened.key }
        : {};
    const search = withoutKey(location.search);
    if (search === location.search && sameEntry(current, wanted)) return;
    // Through the router (history.replaceState in the browser), keeping the entry's other state.
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: { ...others, ...wanted } },
    );
  }, [answer, product, opened.key, location, navigate]);

  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="referrer"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = 'no-referrer';
    return () => {
      meta.content = previous;
    };
  }, []);

  return {
    /** The key to confirm: from the link, or kept by this entry for a request not yet answered. */
    key: opened.key,
    /** How this entry's request was answered before (a reload, Back or Forward), without a key. */
    answeredBefore: opened.answeredBefore,
    /** Records the server's answer: the entry drops the key and keeps the answer. */
    recordAnswer: setAnswer,
  };
}
