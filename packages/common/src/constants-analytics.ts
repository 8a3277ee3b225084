// Spec §9's analytics limits, part of constants.ts (which re-exports them); see there.
// Sent only when the dapp turned analytics on.
/**
 * The queued events go as one batch before they would pass this many bytes (UTF-8 JSON), so a
 * batch fits a beacon (64 KiB) and the analytics host's cap; a larger event alone is dropped…
 */
export const ANALYTICS_FLUSH_BYTES = 45 * 1024
/** …or this long after the last batch, whichever comes first. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 10_000
/** At most this many error reports in any window of this length. */
export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000
