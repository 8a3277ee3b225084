import { isUserRejection } from '@appkit/common'
import type { BitcoinMessageProtocol } from './wallet-features.js'

// The codes wallets answer "I cannot do that" with: EIP-1193's unsupported method, JSON-RPC's
// method not found and invalid params, and EIP-1474's method not supported.
const REFUSAL_CODES: readonly number[] = [4200, -32601, -32602, -32004]
const REFUSAL_WORDS = /bip-?322|protocol|not supported|unsupported/i

/** Whether a failed BIP-322 request is the wallet refusing the protocol (not the user, not a fault). */
export function refusesProtocol(error: unknown): boolean {
  if (isUserRejection(error) || typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === 'number' && REFUSAL_CODES.includes(code)) return true
  return typeof message === 'string' && REFUSAL_WORDS.test(message)
}

/**
 * Signs with the protocol asked, or BIP-322 (it works for every address type, and BIP-322 says new
 * proofs should use it) then, if the wallet refuses it for the account, the legacy ECDSA scheme:
 * some wallets only offer that. The user is asked again only after the wallet said no itself.
 */
export async function signWithProtocol<T>(
  protocol: BitcoinMessageProtocol | undefined,
  sign: (protocol: BitcoinMessageProtocol) => Promise<T>,
): Promise<T> {
  if (protocol) return sign(protocol)
  try {
    return await sign('bip322')
  } catch (error) {
    if (!refusesProtocol(error)) throw error
    return sign('ecdsa')
  }
}
