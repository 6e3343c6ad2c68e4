// A cancellation confirmed in one tab, told to the app's other tabs (same origin, same browser):
// the e-mail link usually opens in a new tab, and the tab the customer sent the survey from still
// holds their submission in its sessionStorage, which only that tab can clear.
import { PRODUCTS, type Product } from '@cancel-flow/api-client';
import type { UserId } from '../shell/services';

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
