import type { Product } from '../products/products';
import { confirmUnsubscribePath } from '../products/segments';
import { createMemoryStorage, MOCK_STORAGE_PREFIX, type MockStorage } from './storage';

/**
 * What the mock server remembers: its records (CSRF token, confirmation keys) in one storage, shared
 * by every tab that passes it, and which scenario failures each tab has had in another.
 */
export interface MockState {
  /** The CSRF token: created on first use, then stable. */
  csrfToken(): string;
  /** Stores a fresh confirmation key for the product (replacing an earlier one) and returns it. */
  issueConfirmationKey(product: Product): string;
  /** The key of the product's last confirmation e-mail, if one was sent. */
  confirmationKey(product: Product): string | undefined;
  /** Marks the product confirmed when `key` is its current key; returns whether it matched. */
  confirm(product: Product, key: string): boolean;
  isConfirmed(product: Product): boolean;
  /**
   * The confirm-unsubscribe link of the product's last mock e-mail, e.g.
   * `/cancel/semrush/confirm-unsubscribe?key=...`.
   */
  confirmationLink(product: Product): string | undefined;
  /** true the first time it is asked in the tab (the send-error scenario's one failure). */
  takeFirstSendFailure(): boolean;
  /** The same for the call a `*-error` scenario fails once: true the first time in the tab. */
  takeFirstFailure(call: FailingOnceCall): boolean;
}

/** Calls that a scenario fails once, then lets succeed. */
export type FailingOnceCall = 'send-confirmation-email' | 'accept-offer' | 'downgrade';

interface ConfirmationRecord {
  readonly key: string;
  readonly confirmed: boolean;
}

const CSRF_KEY = `${MOCK_STORAGE_PREFIX}csrf-token`;
const FAILED_KEYS: Record<FailingOnceCall, string> = {
  'send-confirmation-email': `${MOCK_STORAGE_PREFIX}send-error-failed`,
  'accept-offer': `${MOCK_STORAGE_PREFIX}accept-offer-error-failed`,
  downgrade: `${MOCK_STORAGE_PREFIX}downgrade-error-failed`,
};
const confirmationStorageKey = (product: Product) =>
  `${MOCK_STORAGE_PREFIX}confirmation:${product}`;

/**
 * The mock server's state. Its records live in `storage`: in the browser, `localStorage` shares
 * them between the tabs as a server would (a confirmation link opened in another tab confirms what
 * this one polls for), `sessionStorage` keeps them to the tab; by default they live in memory.
 * The failures of the `*-error` scenarios are counted in `tabStorage` (default: `storage`): pass
 * `sessionStorage` so that each tab that opens such a scenario sees its one failure, reloads
 * included, however often the browser ran it before.
 */
export function createMockState(
  storage: MockStorage = createMemoryStorage(),
  tabStorage: MockStorage = storage,
): MockState {
  const readRecord = (product: Product): ConfirmationRecord | undefined => {
    const raw = storage.getItem(confirmationStorageKey(product));
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isConfirmationRecord(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };
  const writeRecord = (product: Product, record: ConfirmationRecord) =>
    storage.setItem(confirmationStorageKey(product), JSON.stringify(record));

  return {
    csrfToken() {
      const existing = storage.getItem(CSRF_KEY);
      if (existing) return existing;
      const token = randomHex(32);
      storage.setItem(CSRF_KEY, token);
      return token;
    },
    issueConfirmationKey(product) {
      const key = randomHex(24);
      writeRecord(product, { key, confirmed: false });
      return key;
    },
    confirmationKey: (product) => readRecord(product)?.key,
    confirm(product, key) {
      const record = readRecord(product);
      if (record === undefined || record.key !== key) return false;
      writeRecord(product, { key, confirmed: true });
      return true;
    },
    isConfirmed: (product) => readRecord(product)?.confirmed ?? false,
    confirmationLink(product) {
      const key = readRecord(product)?.key;
      return key === undefined ? undefined : confirmUnsubscribePath(product, key);
    },
    takeFirstSendFailure() {
      return this.takeFirstFailure('send-confirmation-email');
    },
    takeFirstFailure(call) {
      if (tabStorage.getItem(FAILED_KEYS[call]) !== null) return false;
      tabStorage.setItem(FAILED_KEYS[call], 'true');
      return true;
    },
  };
}

/**
 * The development-only "Open the confirmation link (mock e-mail)" target for the product's last
 * mock e-mail, or undefined when none was sent. `storage` is the one the mock state's records live
 * in (cancel-web's: localStorage).
 */
export function getMockConfirmationLink(
  product: Product,
  storage: MockStorage,
): string | undefined {
  return createMockState(storage).confirmationLink(product);
}

function isConfirmationRecord(value: unknown): value is ConfirmationRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.key === 'string' && typeof record.confirmed === 'boolean';
}

function randomHex(length: number): string {
  const bytes = new Uint8Array(length / 2);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
