/** `Error(string)`: what `require(cond, "reason")` and `revert("reason")` return. */
const ERROR = '0x08c379a0'
/** `Panic(uint256)`: what failed asserts, overflows and divisions by zero return. */
const PANIC = '0x4e487b71'

const PANIC_CODES: Record<number, string> = {
  1: 'assertion failed',
  17: 'arithmetic overflow or underflow',
  18: 'division by zero',
  33: 'invalid enum value',
  49: 'pop on an empty array',
  50: 'array index out of bounds',
  65: 'out of memory',
  81: 'call to an uninitialised function',
}

function readWord(hex: string, index: number): bigint | undefined {
  const slice = hex.slice(index * 64, (index + 1) * 64)
  return slice.length === 64 ? BigInt(`0x${slice}`) : undefined
}

/**
 * The reason in a revert's return data, when it is one of Solidity's two standard shapes; anything
 * else (a custom error, truncated or non-hex data) gives undefined, never a throw.
 */
export function decodeRevertReason(data: unknown): string | undefined {
  if (typeof data !== 'string' || !/^0x[0-9a-fA-F]*$/.test(data) || data.length < 10) return undefined
  const selector = data.slice(0, 10).toLowerCase()
  const body = data.slice(10)
  if (selector === PANIC) {
    const code = readWord(body, 0)
    if (code === undefined) return undefined
    return `panic: ${PANIC_CODES[Number(code)] ?? `code 0x${code.toString(16)}`}`
  }
  if (selector !== ERROR) return undefined
  const offset = readWord(body, 0)
  if (offset === undefined || offset % 32n !== 0n) return undefined
  const at = Number(offset / 32n)
  const length = readWord(body, at)
  if (length === undefined) return undefined
  const start = (at + 1) * 64
  const bytesHex = body.slice(start, start + Number(length) * 2)
  if (bytesHex.length !== Number(length) * 2) return undefined
  const bytes = new Uint8Array(bytesHex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(bytesHex.slice(i * 2, i * 2 + 2), 16)
  return new TextDecoder().decode(bytes)
}
