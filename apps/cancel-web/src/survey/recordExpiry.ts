// A page left open keeps what it shows in memory: when the tab's survey records pass their 24
// hours while it is open, the page loads again, which drops them (app/startApp.tsx) and shows the
// page as a new visit would. followSignedIn.ts starts this on every page, after step 1's code.
import {
  dropExpiredRecords,
  isExpired,
  keysOf,
  PREFIX,
  readStamped,
  SURVEY_RECORD_MAX_AGE_MS,
} from './surveyStorage';

/**
 * How often the records are read again at most: a record saved after a check expires 24 hours
 * later, so an hour's wait never misses one.
 */
export const RECORD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface RecordExpiryOptions {
  /** The tab's sessionStorage. */
  readonly storage: Storage;
  readonly now?: () => number;
  /** What happens once a record has expired (default: the page loads again). */
  readonly onExpired?: () => void;
}

/** The survey records in `storage`: whether one has expired, and when the next one will. */
function readExpiry(storage: Storage, now: number) {
  let expired = false;
  let next: number | undefined;
  for (const key of keysOf(storage)) {
    if (!key.startsWith(PREFIX)) continue;
    const record = readStamped(storage, key);
    if (isExpired(record, now)) expired = true;
    else if (record) next = Math.min(next ?? Infinity, record.savedAt + SURVEY_RECORD_MAX_AGE_MS);
  }
  return { expired, next };
}

/**
 * Watches the tab's survey records while the page is open: once one has passed its 24 hours
 * (surveyStorage's rule), the expired records are dropped and `onExpired` runs, unless the storage
 * would not let them go (then a reload would find them again). Checks when the next record is due
 * (at least hourly) and whenever the page is shown again, since a hidden tab's or a sleeping
 * computer's timers run late. Returns a function that stops watching.
 */
export function watchRecordExpiry({
  storage,
  now = Date.now,
  onExpired = () => window.location.reload(),
}: RecordExpiryOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    const { expired, next } = readExpiry(storage, now());
    if (expired) {
      dropExpiredRecords(storage, now());
      if (!readExpiry(storage, now()).expired) {
        stop();
        onExpired();
        return;
      }
    }
    const due = next === undefined ? RECORD_CHECK_INTERVAL_MS : next - now() + 1;
    timer = setTimeout(check, Math.max(0, Math.min(due, RECORD_CHECK_INTERVAL_MS)));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
  document.addEventListener('visibilitychange', onVisible);
  check();
  return stop;
}
