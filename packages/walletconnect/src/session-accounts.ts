import {
  type ChainNamespace,
  getPlainAddress,
  isAddressForNamespace,
  isCaipAddress,
  isChainNamespace,
  parseCaipAddress,
} from '@appkit/common'
import type { AdapterAccount, NamespaceAccounts, WalletConnectRules } from '@appkit/controllers/adapter'
import type { WalletConnectSession } from './provider.js'

/** A CAIP-2 chain reference (CAIP-2's own grammar), for a namespace whose adapter gives no rule. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/** How sessions, events and chains are read, by the rules the dapp's adapters give. */
export type SessionReader = ReturnType<typeof sessionReader>

/**
 * Sessions, wallet events and chains read by each namespace's rules (its adapter's): WalletConnect
 * knows no namespace itself.
 */
export function sessionReader(rules: WalletConnectRules) {
  /**
   * A chain reference of `namespace` (decimal, hex or CAIP-2 text, or a number) as the core keeps
   * chain ids: by the namespace's rule, else as text. Undefined when the value is no chain of it.
   */
  function chainIdOf(namespace: ChainNamespace, value: unknown): number | string | undefined {
    let text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    if (text.includes(':')) {
      const [prefix, reference, ...rest] = text.split(':')
      if (prefix !== namespace || rest.length > 0) return undefined
      text = reference ?? ''
    }
    const rule = rules[namespace]?.chainId
    if (rule) return rule(text)
    return REFERENCE.test(text) ? text : undefined
  }

  /**
   * `eip155:1:0xab…` → its address and chain id, when it is an account of `namespace` with an
   * address of that namespace's form (spec §5).
   */
  function parseNamespaceAccount(caip10: string, namespace: ChainNamespace) {
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
  function accountFromSession(
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

  /** Every namespace's account in a session, each on the chain `activeChain` says it is on. */
  function sessionAccounts(
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

  return { chainIdOf, parseNamespaceAccount, accountFromSession, sessionAccounts }
}

/** The namespaces a session covers: its keys are a namespace, or a namespace and a reference. */
export function sessionNamespaces(session: WalletConnectSession): ChainNamespace[] {
  const names = Object.keys(session.namespaces).map((key) => key.split(':')[0])
  return [...new Set(names)].filter(isChainNamespace)
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
