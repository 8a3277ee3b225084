import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * A MAC key of its own for each use, derived from the recovery key (HKDF-SHA256): every instance
 * with the same SECURE_SITE_RECOVERY_KEY makes and accepts the same MACs, and no MAC reveals the
 * key that seals shares.
 */
export function deriveMacKey(recoveryKey: Uint8Array, purpose: 'social-state' | 'recovery-grant'): Buffer {
  return Buffer.from(hkdfSync('sha256', recoveryKey, new Uint8Array(0), `appkit-secure-site/${purpose}`, 32))
}

export function mac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url')
}

export function macMatches(key: Buffer, text: string, given: string): boolean {
  const expected = Buffer.from(mac(key, text))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
