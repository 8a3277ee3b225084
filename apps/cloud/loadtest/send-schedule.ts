/**
 * Spreads `ratePerSecond` publishes evenly over `durationMs` from `startMs`: each tick says how many
 * are due since the start, so a late tick (a busy event loop) catches up instead of lowering the
 * rate. The time is clamped as an elapsed duration, not as `start + duration`: with a clock of
 * fractional milliseconds, `(start + 4000) - start` can be 3999.9999… and the last one never due.
 */
export function sendSchedule(
  ratePerSecond: number,
  startMs: number,
  durationMs: number,
): (nowMs: number) => number {
  let sent = 0
  return (nowMs) => {
    const elapsed = Math.min(nowMs - startMs, durationMs)
    const due = Math.floor((elapsed * ratePerSecond) / 1000)
    const count = Math.max(0, due - sent)
    sent += count
    return count
  }
}
