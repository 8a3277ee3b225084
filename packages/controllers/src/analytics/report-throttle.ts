import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from '@appkit/common'

/**
 * Spec §9's error-report throttle: at most ERROR_REPORTS_MAX reports in any window of
 * ERROR_REPORTS_WINDOW_MS, so a failure in a loop cannot flood the analytics host.
 */
export function createReportThrottle(now: () => number): { take(): boolean } {
  const sent: number[] = []
  return {
    take() {
      const at = now()
      while (sent.length > 0 && sent[0]! <= at - ERROR_REPORTS_WINDOW_MS) sent.shift()
      if (sent.length >= ERROR_REPORTS_MAX) return false
      sent.push(at)
      return true
    },
  }
}
