const MAX = 80

/**
 * A value for an error's details, cut short: details end up in logs and alerts, and an input from
 * outside may be megabytes long or not a string at all.
 */
export function describe(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  } catch {
    // Symbols, revoked proxies and objects whose toString throws still get a description.
    text = Object.prototype.toString.call(value)
  }
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text
}
