import {
  type ChainNamespace,
  getPlainAddress,
  isAddressForNamespace,
  isCaipAddress,
  isChainNamespace,
  parseCaipAddress,
} from '@appkit/common'
import type { AdapterAccount, NamespaceAccounts } from '@appkit/controllers'
import type { WalletConnectSession } from './provider.js'

/**
 * A chain reference of `namespace` as the core keeps chain ids: EVM chain ids are numbers (from
 * decimal, hex or CAIP-2 text); other namespaces keep their reference as text. Undefined when the
 * value is no chain of that namespace.
 */
export function chainIdOf(namespace: ChainNamespace, value: unknown): number | string | undefined {
  let text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  if (text.includes(':')) {
    const [prefix, reference, ...rest] = text.split(':')
    if (prefix !== namespace || rest.length > 0) return undefined
    text = reference ?? ''
  }
  if (namespace !== 'eip155') return /^[-_a-zA-Z0-9]{1,32}$/.test(text) ? text : undefined
  const id = /^0x[0-9a-f]+$/i.test(text)
    ? Number.parseInt(text, 16)
    : /^\d+$/.test(text)
      ? Number(text)
      : Number.NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/**
 * `eip155:1:0xab…` → its address and chain id, when it is an account of `namespace` with an
 * address of that namespace's form (spec §5).
 */
export function parseNamespaceAccount(caip10: string, namespace: ChainNamespace) {
  try {
    const { chainNamespace, chainId, address } = parseCaipAddress(caip10)
    const id = chainNamespace === namespace ? chainIdOf(namespace, chainId) : undefined
    if (id === undefined || !isAddressForNamespace(namespace, address)) return undefined
    return { address, chainId: id }
  } catch {
    // Another namespace's account or a malformed one.
    return undefined
  }
}

/**
 * The account a session gives in `namespace`: the accounts of the active chain when the session
 * has some there, else those of the first account's chain. Entries of other namespaces and
 * malformed ones are skipped.
 */
export function accountFromSession(
  caip10Accounts: readonly string[],
  namespace: ChainNamespace,
  activeChainId?: number | string,
): AdapterAccount | undefined {
  const parsed = caip10Accounts.flatMap((entry) => parseNamespaceAccount(entry, namespace) ?? [])
  const active = activeChainId === undefined ? undefined : String(activeChainId)
  const chainId = parsed.find((a) => String(a.chainId) === active)?.chainId ?? parsed[0]?.chainId
  const accounts = [...new Set(parsed.filter((a) => a.chainId === chainId).map((a) => a.address))]
  const [address] = accounts
  return address && chainId !== undefined ? { address, accounts, chainId } : undefined
}

/** The namespaces a session covers: its keys are `eip155` or `eip155:1`. */
export function sessionNamespaces(session: WalletConnectSession): ChainNamespace[] {
  const names = Object.keys(session.namespaces).map((key) => key.split(':')[0])
  return [...new Set(names)].filter(isChainNamespace)
}

/** Every namespace's account in a session, each on the chain `activeChain` says it is on. */
export function sessionAccounts(
  session: WalletConnectSession,
  activeChain: (namespace: ChainNamespace) => number | string | undefined,
): NamespaceAccounts {
  const result: NamespaceAccounts = {}
  const walletInfo = peerWalletInfo(session)
  for (const namespace of sessionNamespaces(session)) {
    const accounts = Object.entries(session.namespaces)
      .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
      .flatMap(([, value]) => value.accounts)
    const account = accountFromSession(accounts, namespace, activeChain(namespace))
    if (account) result[namespace] = walletInfo ? { ...account, walletInfo } : account
  }
  return result
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
