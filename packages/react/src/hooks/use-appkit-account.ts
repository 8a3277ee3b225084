import type { ChainNamespace } from '@appkit/common'
import { chainsState } from '@appkit/controllers'
import { useProxy } from './use-proxy.js'

/** The account of a namespace (the active one by default). */
export function useAppKitAccount({ namespace }: { namespace?: ChainNamespace } = {}) {
  const { chains, activeNamespace } = useProxy(chainsState)
  const ns = namespace ?? activeNamespace
  const account = ns ? chains[ns]?.account : undefined
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: account?.status === 'connected',
    status: account?.status ?? 'disconnected',
    allAccounts: account?.allAccounts ?? [],
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
  }
}
