import type { Product } from '@cancel-flow/api-client';

/** Development-only helpers; present in mock builds, undefined in production. */
export interface DevTools {
  /** The link the mock "e-mail" would contain, once a confirmation e-mail was sent. */
  confirmationLink(product: Product): string | undefined;
}
