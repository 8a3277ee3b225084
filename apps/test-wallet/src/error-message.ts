/** A readable message for anything thrown: Errors, WalletConnect's `{ code, message }` objects, strings. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message, code } = error as { message: unknown; code?: unknown }
    return code === undefined ? String(message) : `${String(message)} (code ${String(code)})`
  }
  return String(error)
}
