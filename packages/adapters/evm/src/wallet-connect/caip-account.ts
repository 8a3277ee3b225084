import { CaipError, getPlainAddress, isCaipAddress, parseCaipAddress } from '@appkit/common'
import type { AdapterAccount } from '@appkit/controllers'

export interface Eip155Account {
  address: string
  chainId: number
}

/** `eip155:1:0xab…` → its address and numeric chain id; throws `CaipError` for anything else. */
export function parseEip155Account(caip10: string): Eip155Account {
  const { chainNamespace, chainId, address } = parseCaipAddress(caip10)
  const id = Number(chainId)
  if (chainNamespace !== 'eip155' || !/^\d+$/.test(chainId) || !Number.isSafeInteger(id) || id <= 0) {
    throw new CaipError(`Invalid CAIP-10 address: ${caip10}`)
  }
  return { address, chainId: id }
}

/**
 * The account a session gives: the accounts of `activeChainId` when the session has some there,
 * else those of the first account's chain. Entries that are not EVM CAIP-10 accounts are skipped.
 */
export function accountFromSession(caip10Accounts: readonly string[], activeChainId?: number) {
  const parsed: Eip155Account[] = []
  for (const entry of caip10Accounts) {
    try {
      parsed.push(parseEip155Account(entry))
    } catch {
      // Another namespace's account or a malformed one: not an account of this adapter.
    }
  }
  const chainId = parsed.some((a) => a.chainId === activeChainId) ? activeChainId : parsed[0]?.chainId
  const accounts = [...new Set(parsed.filter((a) => a.chainId === chainId).map((a) => a.address))]
  const [address] = accounts
  return address && chainId ? ({ address, accounts, chainId } satisfies AdapterAccount) : undefined
}

/** Wallets send `accountsChanged` with plain or CAIP-10 addresses; the core wants plain ones. */
export function toPlainAddresses(accounts: unknown): string[] {
  if (!Array.isArray(accounts)) return []
  return accounts
    .filter((a): a is string => typeof a === 'string' && a.length > 0)
    .map((a) => (isCaipAddress(a) ? getPlainAddress(a) : a))
}

/** The wallet on the other side of a session, as it names itself; the account shows it. */
export function peerWalletInfo(session?: {
  peer?: { metadata?: { name?: string; icons?: string[] } }
}): { name: string; icon?: string } | undefined {
  const name = session?.peer?.metadata?.name?.trim()
  if (!name) return undefined
  const icon = session?.peer?.metadata?.icons?.find((url) => /^(https?:|data:image\/)/.test(url))
  return icon ? { name, icon } : { name }
}
