import type { Product } from '@cancel-flow/api-client';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices, type UserId } from '../../shell/services';
import { withTimeout } from '../../shell/withTimeout';

/** How the server answered this history entry's confirm request, once it has. */
export type ConfirmAnswer = 'confirmed' | 'invalid-key';

/**
 * What the confirm page keeps in its history entry's state: the browser keeps it with the entry
 * (a reload, Back, Forward) and drops it with the tab; it is never in the address or a Referer.
 */
interface ConfirmEntryState {
  /** The e-mail link's key until the server has answered it, so a reload can ask again. */
  readonly confirmKey?: string;
  /**
   * Who was signed in when the key was kept (ownerLabel): the key is asked again only for them, so
   * a customer who signs in on the tab later and goes Back never sends the previous one's key.
   */
  readonly confirmKeyOwner?: string;
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

/** How long the page waits to learn who is signed in before it counts as not known. */
export const SIGNED_IN_WAIT_MS = 10_000;

/**
 * Who is signed in (AppServices.signedInUserId), undefined when that cannot be known: the quiet
 * get-context failed, or has not answered within SIGNED_IN_WAIT_MS (a kept key is then dropped
 * rather than the page waiting for ever).
 */
export const whoIsSignedIn = (signedInUserId?: () => Promise<UserId | null | undefined>) =>
  withTimeout(() => signedInUserId?.() ?? Promise.resolve(undefined), SIGNED_IN_WAIT_MS).catch(
    () => undefined,
  );

/** A signed-in user as the entry keeps them: their id, or '' for nobody signed in. */
const ownerLabel = (userId: UserId | null) => (userId === null ? '' : `user:${userId}`);

const sameEntry = (a: ConfirmEntryState, b: ConfirmEntryState) =>
  a.confirmKey === b.confirmKey &&
  a.confirmKeyOwner === b.confirmKeyOwner &&
  a.confirmAnswer?.product === b.confirmAnswer?.product &&
  a.confirmAnswer?.answer === b.confirmAnswer?.answer;

/**
 * The confirm page's key and its history entry. The key of the e-mail link is read once and then
 * leaves the address (history.replaceState), so neither a later visitor of the tab nor a Referer
 * sees it; the entry's state holds it until the server has answered, with who was signed in then,
 * so a reload during the request or after an outage asks again instead of calling the link
 * incomplete, but only while the same customer is signed in (AppServices.signedInUserId): for
 * anyone else, or when that is not known, the kept key is dropped and the link counts as
 * incomplete. Once answered, the entry keeps only the product and the answer, so a reload, Back or
 * Forward shows it again without a request. The page sends no Referer at all while it is shown,
 * and error reports never carry the key.
 */
export function useConfirmEntry(product: Product) {
  const { reporter, signedInUserId } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened] = useState(() => {
    const state = entryState(location.state);
    const fromLink = new URLSearchParams(location.search).get('key')?.trim() ?? '';
    const kept = fromLink ? '' : (state.confirmKey ?? '');
    const before =
      state.confirmAnswer?.product === product ? state.confirmAnswer.answer : undefined;
    return {
      fromLink,
      kept,
      keptFor: state.confirmKeyOwner,
      answeredBefore: fromLink || kept ? undefined : before,
    };
  });
  // The key to send: the link's at once; a kept one once its customer is known to be signed in.
  const [key, setKey] = useState<string | undefined>(opened.kept ? undefined : opened.fromLink);
  // Who is signed in (ownerLabel), once known; undefined until then or when it cannot be known.
  const [owner, setOwner] = useState<string | undefined>();
  const [answer, setAnswer] = useState(opened.answeredBefore);

  useEffect(() => reporter.protect(opened.fromLink || opened.kept), [reporter, opened]);

  useEffect(() => {
    if (!opened.fromLink && !opened.kept) return;
    let current = true;
    void whoIsSignedIn(signedInUserId).then((userId) => {
      if (!current) return;
      const label = userId === undefined ? undefined : ownerLabel(userId);
      setOwner(label);
      if (opened.kept) setKey(label !== undefined && label === opened.keptFor ? opened.kept : '');
    });
    return () => {
      current = false;
    };
  }, [signedInUserId, opened]);

  useEffect(() => {
    const current = entryState(location.state);
    const {
      confirmKey: _key,
      confirmKeyOwner: _owner,
      confirmAnswer: _answer,
      ...others
    } = current;
    const wanted: ConfirmEntryState = answer
      ? { confirmAnswer: { product, answer } }
      : key
        ? { confirmKey: key, ...(owner === undefined ? {} : { confirmKeyOwner: owner }) }
        : key === undefined && opened.kept
          ? current
          : {};
    const search = withoutKey(location.search);
    if (search === location.search && sameEntry(current, wanted)) return;
    // Through the router (history.replaceState in the browser), keeping the entry's other state.
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: { ...others, ...wanted } },
    );
  }, [answer, product, key, owner, opened.kept, location, navigate]);

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
    /**
     * The key to confirm: the link's, or one kept by this entry for a request not yet answered
     * (undefined while it is checked that its customer is signed in; '' when there is none).
     */
    key,
    /** How this entry's request was answered before (a reload, Back or Forward), without a key. */
    answeredBefore: opened.answeredBefore,
    /** Records the server's answer: the entry drops the key and keeps the answer. */
    recordAnswer: setAnswer,
  };
}
