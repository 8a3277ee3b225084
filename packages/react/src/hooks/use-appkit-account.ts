import type { ChainNamespace } from '@appkit/common'
import { useSessionCore } from '../context.js'
import { formatAmount } from '../format-amount.js'
import { useProxy } from './use-proxy.js'

/** The account of a namespace (the active one by default); the balance formatted for display. */
export function useAppKitAccount({ namespace }: { namespace?: ChainNamespace } = {}) {
  const core = useSessionCore()
  const { chains, activeNamespace } = useProxy(core.chains)
  const ns = namespace ?? activeNamespace
  const account = ns ? chains[ns]?.account : undefined
  const balance = account?.balance
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: account?.status === 'connected',
    status: account?.status ?? 'disconnected',
    allAccounts: account?.allAccounts ?? [],
    balance: balance && formatAmount(balance),
    balanceSymbol: balance?.symbol,
    /** The account's name and avatar from the blockchain API's identity, when it has them. */
    profileName: account?.profileName,
    profileImage: account?.profileImage,
  }
}
