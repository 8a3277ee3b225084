import type { ChainNamespace } from '@appkit/common'
import { formatBalance } from '@appkit/common'
import { getChain, setAccount } from '../state/chains.js'

/** Reads the native balance of the namespace's account; a stale answer is dropped. */
export async function fetchBalance(namespace: ChainNamespace): Promise<void> {
  const chain = getChain(namespace)
  const { address } = chain?.account ?? {}
  const network = chain?.caipNetwork
  if (!chain?.adapter || !address || !network || chain.unsupported) return
  setAccount(namespace, { balanceLoading: true })
  try {
    const { balance, symbol } = await chain.adapter.getBalance({ address, caipNetwork: network })
    if (chain.account.address !== address || chain.caipNetwork?.caipNetworkId !== network.caipNetworkId)
      return
    setAccount(namespace, { balance: formatBalance(balance), balanceSymbol: symbol, balanceLoading: false })
  } catch (error) {
    console.warn('[appkit] balance unavailable', error)
    setAccount(namespace, { balance: undefined, balanceSymbol: undefined, balanceLoading: false })
  }
}
