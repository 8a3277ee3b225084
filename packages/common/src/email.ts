/** Longest address SMTP carries (RFC 5321 path limit less the angle brackets). */
const MAX_EMAIL_LENGTH = 254

/**
 * Whether `value` is an email address a code can be sent to: one '@', a local part and a dotted
 * domain without spaces, at most 254 characters. Deliberately simple, like the HTML email input:
 * the code that arrives, or not, is the real check.
 */
export function isEmailAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) return false
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value)
}
