/**
 * Spec §9's error-report throttle: at most `max` reports (ERROR_REPORTS_MAX) in any window of
 * `windowMs` (ERROR_REPORTS_WINDOW_MS), so a failure in a loop cannot flood the analytics host.
 */
export function createReportThrottle(now: () => number, max: number, windowMs: number): { take(): boolean } {
  const sent: number[] = []
  return {
    take() {
      const at = now()
      while (sent.length > 0 && sent[0]! <= at - windowMs) sent.shift()
      if (sent.length >= max) return false
      sent.push(at)
      return true
    },
  }
}
