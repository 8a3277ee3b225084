/**
 * Reads `value[key]` from anything without throwing: errors from wallets arrive as arbitrary
 * objects, sometimes proxies or objects with throwing getters, and the error helpers must not
 * turn one failure into another.
 */
export function readProperty(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
