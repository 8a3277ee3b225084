/**
 * A clock for code that polls (receipts, confirmations): time moves only when that code sleeps, at
 * once, and each sleep is recorded, so a test sees the polling schedule without waiting it out.
 */
export function fakeClock(start = 0): { now(): number; sleep(ms: number): Promise<void>; slept: number[] } {
  let now = start
  const slept: number[] = []
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms)
      now += ms
    },
  }
}
