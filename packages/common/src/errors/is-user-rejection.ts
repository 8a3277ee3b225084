import { errorChain, readMessages, readNumericCode } from '../internal/error-chain.js'

/**
 * Codes meaning "the user said no": EIP-1193's 4001, and WalletConnect's 5000 and 5002 (spec §5).
 * 4100 (unauthorized) is deliberately absent: it means "not allowed", not "declined".
 */
export const USER_REJECTION_CODES: readonly number[] = [4001, 5000, 5002]

// Wallets that do not use the codes say it in words; these are the phrasings spec §5 lists.
const USER_REJECTION_PATTERN = /user rejected|cancelled|canceled|connection request reset/i

/**
 * Whether an error means the user declined, so the UI can go back quietly instead of showing a
 * failure. Looks through wrapped errors (`cause`) because libraries wrap the wallet's error.
 * Never throws, whatever it is given.
 */
export function isUserRejection(error: unknown): boolean {
  for (const node of errorChain(error)) {
    const code = readNumericCode(node)
    if (code !== undefined && USER_REJECTION_CODES.includes(code)) return true
    if (readMessages(node).some((message) => USER_REJECTION_PATTERN.test(message))) return true
  }
  return false
}
