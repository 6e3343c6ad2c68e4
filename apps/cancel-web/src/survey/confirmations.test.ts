import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceConfirmation, listenForConfirmations } from './confirmations';

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Another tab of the app, listening (BroadcastChannel delivers across contexts, as across tabs). */
function otherTab() {
  const heard = vi.fn();
  stops.push(listenForConfirmations(heard));
  return heard;
}

describe('confirmations', () => {
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
