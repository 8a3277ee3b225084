/**
 * Spreads `ratePerSecond` publishes evenly over time: each tick says how many are due since the
 * start, so a late tick (a busy event loop) catches up instead of lowering the rate.
 */
export function sendSchedule(ratePerSecond: number, startMs: number): (nowMs: number) => number {
  let sent = 0
  return (nowMs) => {
    const due = Math.floor(((nowMs - startMs) * ratePerSecond) / 1000)
    const count = Math.max(0, due - sent)
    sent += count
    return count
  }
}
