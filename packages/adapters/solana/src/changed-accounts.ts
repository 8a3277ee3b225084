import { isSolanaAddress } from '@appkit/common'

/**
 * The Solana addresses of a Wallet Standard `change` event's `accounts`, or undefined when the
 * payload is malformed: not a list of accounts (an object with a string address and a list of
 * chains), or a Solana account whose address is not one. Any page script can register a "wallet"
 * and emit on it, so a malformed payload is ignored rather than stored or read as "no accounts
 * left" (a disconnect). Accounts of other namespaces are left out, as on connect.
 */
export function readChangedAccounts(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const addresses: string[] = []
  for (const account of value) {
    if (typeof account !== 'object' || account === null) return undefined
    const { address, chains } = account as { address?: unknown; chains?: unknown }
    if (typeof address !== 'string' || !Array.isArray(chains)) return undefined
    const onSolana = chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:'))
    if (!onSolana) continue
    if (!isSolanaAddress(address)) return undefined
    addresses.push(address)
  }
  return addresses
}
