import { describe, expect, it } from 'vitest'
import { isRestrictedTimeZone } from './restricted-time-zones.js'

describe('restricted time zones', () => {
  it("withholds the on-ramp in the China-region zones of spec §9's list", () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'PRC'])
      expect(isRestrictedTimeZone(zone)).toBe(true)
  })

  it('offers it elsewhere, and where the browser cannot say', () => {
    for (const zone of ['Europe/Paris', 'Asia/Tokyo', 'Asia/Singapore', 'UTC', undefined]) {
      expect(isRestrictedTimeZone(zone ?? 'Etc/Unknown')).toBe(false)
    }
  })
})
