// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContextResponse } from '@cancel-flow/api-client';
import { announceConfirmation, followSignedIn, listenForConfirmations } from './followSignedIn';
import { memoryStorage } from './memoryStorage';
import { surveyStorage, type SurveyOwner } from './surveyStorage';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Another tab of the app, listening (BroadcastChannel delivers across contexts, as across tabs). */
function otherTab() {
  const heard = vi.fn();
  stops.push(listenForConfirmations(heard));
  return heard;
}

describe('announceConfirmation and listenForConfirmations', () => {
  it("tells the app's other tabs whose cancellation of which product is confirmed", async () => {
    const heard = otherTab();
    announceConfirmation('seo', 4815162);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('seo', 4815162));
  });

  it('ignores messages that are not a confirmation of a known product', async () => {
    const heard = otherTab();
    const stranger = new BroadcastChannel('cancel-flow:confirmed');
    stranger.postMessage({ product: 'not-a-product', userId: 1 });
    stranger.postMessage({ product: 'seo' });
    stranger.postMessage('seo');
    announceConfirmation('pr', 'u-7');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('pr', 'u-7'));
    expect(heard).toHaveBeenCalledTimes(1);
    stranger.close();
  });
});

const alex: SurveyOwner = { userId: 4242, product: 'seo', questionSetId: 'paid' };
const sam: SurveyOwner = { ...alex, userId: 777 };
const sent = {
  submission: { name: 'Alex Morgan', email: 'alex@example.com' },
  idempotencyKey: 'k-1',
  sentAt: 0,
} as unknown as Parameters<ReturnType<typeof surveyStorage>['saveSent']>[0];
const contextOf = (user: Partial<ContextResponse['user']>) =>
  Promise.resolve({
    user: { name: 'Sam Rivera', email: 'sam@example.com', ...user },
  } as ContextResponse);

describe('followSignedIn', () => {
  it("drops other customers' records and keeps the name and e-mail out of reports on a page that reads get-context quietly", async () => {
    const storage = memoryStorage();
    surveyStorage(storage, alex).saveSent(sent);
    const reporter = { protect: vi.fn() };
    const follower = followSignedIn({
      storage,
      reporter,
      quietContext: contextOf({ user_id: 777 }),
    });
    stops.push(follower.stop);
    expect(await follower.signedInUserId()).toBe(777);
    expect(storage.length).toBe(0);
    expect(reporter.protect).toHaveBeenCalledWith('Sam Rivera', 'sam@example.com');
  });

  it('knows nobody, and drops nothing, when the quiet answer failed or the page has a session', async () => {
    const storage = memoryStorage();
    surveyStorage(storage, alex).saveSent(sent);
    for (const quietContext of [Promise.resolve(undefined), undefined]) {
      const follower = followSignedIn({ storage, reporter: { protect: vi.fn() }, quietContext });
      stops.push(follower.stop);
      expect(await follower.signedInUserId()).toBeUndefined();
    }
    expect(surveyStorage(storage, alex).loadSent()?.idempotencyKey).toBe('k-1');
  });

  it('says nobody is signed in (null) when get-context answers a user without user_id', async () => {
    const follower = followSignedIn({
      storage: memoryStorage(),
      reporter: { protect: vi.fn() },
      quietContext: contextOf({ user_id: null }),
    });
    stops.push(follower.stop);
    expect(await follower.signedInUserId()).toBeNull();
  });

  it("keeps only the fact of a cancellation another tab confirmed, of that customer's survey alone", async () => {
    const storage = memoryStorage();
    surveyStorage(storage, alex).saveSent(sent);
    const follower = followSignedIn({
      storage,
      reporter: { protect: vi.fn() },
      quietContext: undefined,
    });
    stops.push(follower.stop);
    announceConfirmation('seo', sam.userId);
    announceConfirmation('seo', alex.userId);
    await vi.waitFor(() => expect(surveyStorage(storage, alex).isConfirmed()).toBe(true));
    expect(surveyStorage(storage, alex).loadSent()).toBeNull();
  });
});
