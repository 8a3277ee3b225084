import { AuthError, INVALID_EMAIL_MESSAGE } from './auth-error.js'

// RFC 5321's limits: 64 for the local part, 254 for the whole path.
const MAX_LOCAL = 64
const MAX_TOTAL = 254
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const TLD = /^[A-Za-z]{2,63}$/

/**
 * The address as the cloud stores and compares it: trimmed and lowercase (so one person is one
 * account whatever the case typed), or INVALID_EMAIL. Deliberately narrower than RFC 5322 (no quoted
 * local parts, no IP literals): what a login form should accept, and what every mail server delivers.
 */
export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase()
  if (!isValidEmail(email)) throw new AuthError('INVALID_EMAIL', INVALID_EMAIL_MESSAGE)
  return email
}

export function isValidEmail(email: string): boolean {
  if (email.length > MAX_TOTAL) return false
  const at = email.lastIndexOf('@')
  if (at <= 0) return false
  const local = email.slice(0, at)
  const labels = email.slice(at + 1).split('.')
  if (local.length > MAX_LOCAL || !LOCAL.test(local)) return false
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false
  return TLD.test(labels.at(-1)!)
}
