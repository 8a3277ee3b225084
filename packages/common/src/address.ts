// Spec §5: 40 hex characters with an optional 0x. The EIP-55 checksum is not verified: wallets and
// APIs hand out lower-case addresses, and a checksum failure is not something a user can act on.
const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/**
 * A short form for display: `0xf39F…2266`. The 0x prefix does not count towards `head`. Addresses
 * already short enough come back unchanged; `head` and `tail` are clamped to whole numbers ≥ 0;
 * a non-string gives ''.
 */
export function shortenAddress(address: string, head = 4, tail = 4): string {
  // Views pass state straight in; a missing address should render as nothing, not crash.
  if (typeof address !== 'string') return ''
  const prefix = address.startsWith('0x') ? '0x' : ''
  const body = address.slice(prefix.length)
  const headLength = wholeNumber(head)
  const tailLength = wholeNumber(tail)
  // Cutting must save at least one character beyond the ellipsis it adds.
  if (body.length <= headLength + tailLength + 1) return address
  const end = tailLength === 0 ? '' : body.slice(-tailLength)
  return `${prefix}${body.slice(0, headLength)}…${end}`
}

function wholeNumber(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0
}
