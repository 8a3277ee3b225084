import { ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createReportThrottle } from './report-throttle.js'

describe('createReportThrottle', () => {
  it('lets 5 reports through in a minute and refuses the 6th (a failure in a loop cannot flood the host)', () => {
    let now = 0
    const throttle = createReportThrottle(() => now, ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS)
    const answers = Array.from({ length: ERROR_REPORTS_MAX + 1 }, () => {
      now += 1000
      return throttle.take()
    })
    expect(answers).toEqual([true, true, true, true, true, false])
  })

  it('lets one more through as each report leaves the window', () => {
    let now = 0
    const throttle = createReportThrottle(() => now, ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS)
    for (let i = 0; i < ERROR_REPORTS_MAX; i++) {
      throttle.take()
      now += 1000
    }
    // First report was at 0: at 60 s it has left the window, the second (at 1 s) has not.
    now = ERROR_REPORTS_WINDOW_MS - 1
    expect(throttle.take()).toBe(false)
    now = ERROR_REPORTS_WINDOW_MS
    expect(throttle.take()).toBe(true)
    expect(throttle.take()).toBe(false)
    now = ERROR_REPORTS_WINDOW_MS + 1000
    expect(throttle.take()).toBe(true)
  })

  it('does not count refused reports against the window', () => {
    let now = 0
    const throttle = createReportThrottle(() => now, ERROR_REPORTS_MAX, ERROR_REPORTS_WINDOW_MS)
    for (let i = 0; i < 20; i++) throttle.take()
    now = ERROR_REPORTS_WINDOW_MS
    expect(Array.from({ length: 6 }, () => throttle.take())).toEqual([true, true, true, true, true, false])
  })
})
