// What stays of a survey once its cancellation is confirmed: apart from surveyStorage.ts, since
// only the screens after the survey need it (check-your-email, the confirm link's page and the
// app's other tabs), not the code that runs before step 1.
import type { Product } from '@cancel-flow/api-client';
import { keysOf, PREFIX, safely, userPrefix } from './surveyStorage';

/** What stays of a sent survey once its cancellation is confirmed: no answer, no name. */
const CONFIRMED = { confirmed: true } as const;

/**
 * The cancellation of `product` is confirmed. Of `userId`'s survey of it nothing stays but that
 * fact: a sent survey leaves only it, so going back shows the confirmed state. When who is signed
 * in is not known (`undefined`: the confirm link's page could not ask), nor is whose cancellation it
 * was: every user's records of the product go, and none is marked confirmed, so no other customer's
 * survey is ever shown as cancelled.
 */
export function clearConfirmedSurvey(
  storage: Storage,
  product: Product,
  userId: string | number | undefined,
  now = Date.now(),
) {
  // The user's own records of the product, keyed as surveyStorage keys them.
  const own = userId === undefined ? undefined : `${userPrefix(userId)}${product}:`;
  for (const key of keysOf(storage)) {
    const [, keyProduct] = key.startsWith(PREFIX) ? key.slice(PREFIX.length).split(':') : [];
    if (own === undefined ? keyProduct !== product : !key.startsWith(own)) continue;
    if (own !== undefined && key.endsWith(':sent')) {
      const marker = JSON.stringify({ savedAt: now, value: CONFIRMED });
      safely(() => storage.setItem(key, marker), undefined);
    } else {
      safely(() => storage.removeItem(key), undefined);
    }
  }
}
