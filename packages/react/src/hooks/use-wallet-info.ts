import { useSessionCore } from '../context.js'
import { useProxy } from './use-proxy.js'

/** Name, icon and rdns of the wallet connected in the active namespace. */
export function useWalletInfo() {
  const { chains, activeNamespace } = useProxy(useSessionCore().chains)
  const walletInfo = activeNamespace ? chains[activeNamespace]?.account.connectedWalletInfo : undefined
  return { walletInfo }
}
