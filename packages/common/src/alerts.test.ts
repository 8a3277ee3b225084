import { describe, expect, it } from 'vitest'
import { ALERTS } from './alerts.js'

describe('ALERTS', () => {
  it('holds the spec §8 catalogue with its display messages', () => {
    const display = Object.fromEntries(
      Object.values(ALERTS).map((entry) => [entry.code, entry.displayMessage] as const),
    )
    expect(display).toEqual({
      APKT001: 'Network Not Found',
      APKT002: 'Invalid App Configuration',
      APKT003: 'Network Error: Wallet Load Failed',
      APKT004: 'Wallet Request Timeout',
      APKT005: 'Unverified Domain',
      APKT006: 'Session Expired',
      APKT007: 'Invalid Project ID',
      APKT008: 'Project ID Missing',
      APKT009: 'Server Error',
      APKT010: 'Rate Limited',
      APKTW001: 'Inactive Namespace Not Connected',
      APKTW002: 'Invalid Email Address',
    })
  })

  it('keys each alert by its own code and gives each a debug message', () => {
    for (const [key, entry] of Object.entries(ALERTS)) {
      expect(entry.code).toBe(key)
      expect(entry.debugMessage.length).toBeGreaterThan(0)
    }
  })

  it('uses the spec wording for the email warning', () => {
    expect(ALERTS.APKTW002.debugMessage).toBe('Please enter a valid email address.')
  })
})
