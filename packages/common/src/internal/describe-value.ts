/** Longest text of a value that goes into an error message; beyond it the text is cut and ends in "…". */
export const MAX_DESCRIBED_LENGTH = 256

/**
 * `String(value)` for error messages, safe for any input: `String()` throws on objects without a
 * prototype, revoked proxies and throwing `toString`s, and a parser must only ever throw its own
 * error. Long values are cut so a hostile multi-megabyte input cannot bloat logs and error reports.
 */
export function describeValue(value: unknown): string {
  let text: string
  try {
    text = String(value)
  } catch {
    text = fallbackDescription(value)
  }
  return text.length > MAX_DESCRIBED_LENGTH ? `${text.slice(0, MAX_DESCRIBED_LENGTH)}…` : text
}

function fallbackDescription(value: unknown): string {
  try {
    return Object.prototype.toString.call(value)
  } catch {
    return '[unprintable value]'
  }
}
