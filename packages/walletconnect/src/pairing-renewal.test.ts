import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from '@appkit/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isPairingUsable, pairingExpiresAt, schedulePairingRenewal } from './pairing-renewal.js'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairing validity (spec §9: 4 min, margin 10 s)', () => {
  it('expires 4 minutes after it is shown', () => {
    expect(pairingExpiresAt(1_000)).toBe(1_000 + 240_000)
    expect(PAIRING_VALIDITY_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('is usable while more than 10 s remain', () => {
    const expiresAt = pairingExpiresAt(0)
    expect(isPairingUsable(expiresAt, 0)).toBe(true)
    expect(isPairingUsable(expiresAt, 229_999)).toBe(true)
    expect(isPairingUsable(expiresAt, 230_000)).toBe(false)
    expect(isPairingUsable(expiresAt, 300_000)).toBe(false)
  })
})

describe('schedulePairingRenewal', () => {
  it('renews once, when 10 s of the validity remain', () => {
    const renew = vi.fn()
    schedulePairingRenewal(pairingExpiresAt(Date.now()), renew)
    vi.advanceTimersByTime(229_999)
    expect(renew).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(renew).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(PAIRING_VALIDITY_MS * 3)
    expect(renew).toHaveBeenCalledTimes(1)
  })

  it('counts from the given time, not from the clock', () => {
    const renew = vi.fn()
    const shownAt = Date.now() - 200_000
    schedulePairingRenewal(pairingExpiresAt(shownAt), renew)
    vi.advanceTimersByTime(29_999)
    expect(renew).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(renew).toHaveBeenCalledTimes(1)
  })

  it('renews at once when the margin is already reached (a page woken up late)', () => {
    const renew = vi.fn()
    schedulePairingRenewal(Date.now() + 5_000, renew)
    vi.advanceTimersByTime(0)
    expect(renew).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled', () => {
    const renew = vi.fn()
    const cancel = schedulePairingRenewal(pairingExpiresAt(Date.now()), renew)
    vi.advanceTimersByTime(100_000)
    cancel()
    vi.advanceTimersByTime(PAIRING_VALIDITY_MS)
    expect(renew).not.toHaveBeenCalled()
  })
})
