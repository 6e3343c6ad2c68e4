// What follows who is signed in beyond the session (app/startApp.tsx loads it after the app's
// first render): the pages that need no user learn it quietly, and a cancellation confirmed in one
// of the app's tabs reaches the others. The e-mail link usually opens in a new tab, and the tab the
// customer sent the survey from still holds their submission in its sessionStorage, which only that
// tab can clear. And a page left open loads again once the tab's survey records expire.
import { PRODUCTS, type ContextResponse, type Product } from '@cancel-flow/api-client';
import type { ErrorReporter } from '../errors/errorReporter';
import type { UserId } from '../shell/services';
import { clearConfirmedSurvey } from './confirmedSurvey';
import { watchRecordExpiry } from './recordExpiry';
import { dropOthersRecords } from './surveyStorage';

const CHANNEL = 'cancel-flow:confirmed';

interface Confirmation {
  readonly product: Product;
  readonly userId: UserId;
}

const isConfirmation = (value: unknown): value is Confirmation => {
  const { product, userId } = (value ?? {}) as Partial<Record<keyof Confirmation, unknown>>;
  return (
    (PRODUCTS as readonly unknown[]).includes(product) &&
    (typeof userId === 'string' || typeof userId === 'number')
  );
};

/** Where BroadcastChannel is missing (or blocked), the other tabs simply learn it later. */
function openChannel(): BroadcastChannel | undefined {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
  } catch {
    return undefined;
  }
}

/** Tells the other tabs that `userId`'s cancellation of `product` is confirmed. */
export function announceConfirmation(product: Product, userId: UserId) {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage({ product, userId } satisfies Confirmation);
  channel.close();
}

/** Calls `onConfirmed` for every confirmation another tab announces; returns a stop function. */
export function listenForConfirmations(
  onConfirmed: (product: Product, userId: UserId) => void,
): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    if (isConfirmation(data)) onConfirmed(data.product, data.userId);
  };
  return () => channel.close();
}

export interface SignedInFollowerOptions {
  /** The tab's sessionStorage. */
  readonly storage: Storage;
  readonly reporter: Pick<ErrorReporter, 'protect'>;
  /** get-context read quietly by main.ts on the pages that need no user (StartAppOptions). */
  readonly quietContext: Promise<ContextResponse | undefined> | undefined;
}

/**
 * Starts following: on a page that reads get-context quietly, the customer's name and e-mail are
 * kept out of error reports and no other customer's survey records stay in the tab, as on the
 * pages with a session; and whenever another tab announces a confirmed cancellation, only that
 * fact of the customer's survey stays here too; and once the tab's survey records pass their 24
 * hours, the page loads again without them (recordExpiry.ts). `signedInUserId` gives who the
 * quiet answer says is signed in (AppServices.signedInUserId), or undefined on the pages that have
 * a session instead.
 */
export function followSignedIn({ storage, reporter, quietContext }: SignedInFollowerOptions) {
  const quietlySignedIn = quietContext?.then((context) => {
    if (!context) return undefined;
    const { user } = context;
    reporter.protect(user.name, user.email);
    const userId = user.user_id ?? null;
    dropOthersRecords(storage, userId ?? undefined);
    return userId;
  });
  const stopListening = listenForConfirmations((product, userId) =>
    clearConfirmedSurvey(storage, product, userId),
  );
  const stopWatchingExpiry = watchRecordExpiry({ storage });
  return {
    signedInUserId: (): Promise<UserId | null | undefined> =>
      quietlySignedIn ?? Promise.resolve(undefined),
    /** Stops listening to the other tabs and watching the records' expiry. */
    stop: () => {
      stopListening();
      stopWatchingExpiry();
    },
  };
}
