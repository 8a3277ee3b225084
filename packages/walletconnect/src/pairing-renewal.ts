import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_VALIDITY_MS } from '@appkit/common'

/** When a pairing URI shown at `shownAt` stops being valid (spec §9: 4 minutes). */
export function pairingExpiresAt(shownAt: number): number {
  return shownAt + PAIRING_VALIDITY_MS
}

/** A pairing is worth offering while more than the margin (10 s) of its validity remains. */
export function isPairingUsable(expiresAt: number, now = Date.now()): boolean {
  return expiresAt - now > PAIRING_EXPIRY_MARGIN_MS
}

/**
 * Calls `renew` once, when only the margin of the pairing's validity remains (at once if that time
 * has passed, e.g. after a phone woke the page up). Returns the function that cancels it.
 */
export function schedulePairingRenewal(expiresAt: number, renew: () => void, now = Date.now()): () => void {
  const timer = setTimeout(renew, Math.max(0, expiresAt - PAIRING_EXPIRY_MARGIN_MS - now))
  return () => clearTimeout(timer)
}
