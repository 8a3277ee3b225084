/** Field names whose values are credentials, whatever their shape. */
const SECRET_NAME = /secret|token|password|passwd|authorization|cookie|api[-_]?key|private[-_]?key|^auth$/i
/** `scheme://user:password@host`: the password of a database, Redis or SMTP URL. */
const URL_PASSWORD = /([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*):[^@/?#\s]*@/gi
/** A JWT (the relay's `auth` query parameter, a bearer token) anywhere in a string. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g
/** A bearer token after its scheme. */
const BEARER = /\b(bearer)\s+[\w.~+/-]+=*/gi

export const REDACTED = '[redacted]'

/**
 * A copy of `value` safe to log: fields named like credentials replaced, URL passwords, JWTs and
 * bearer tokens cut out of strings, errors reduced to their name, message and stack.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message), stack: redactText(value.stack ?? '') }
  }
  if (typeof value === 'bigint') return value.toString()
  if (value === null || typeof value !== 'object') return value
  // Deeper than any event we write: a cycle or a huge object is cut, not followed.
  if (depth >= 5) return '[…]'
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      SECRET_NAME.test(name) ? REDACTED : redact(field, depth + 1),
    ]),
  )
}

function redactText(text: string): string {
  return text
    .replace(URL_PASSWORD, `$1:${REDACTED}@`)
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1 ${REDACTED}`)
}
