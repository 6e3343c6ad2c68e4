import type { Product } from '@cancel-flow/api-client';

/** Development-only helpers; present in mock builds, undefined in production. */
export interface DevTools {
  /**
   * The link the mock "e-mail" would contain, once a confirmation e-mail was sent: written in the
   * customer's `language`, like the page that sent it, so the confirm page it opens is too.
   */
  confirmationLink(product: Product, language: string): string | undefined;
}
