import { siwxKey } from '@appkit/controllers'
import { useSessionCore } from '../context.js'
import { useProxy } from './use-proxy.js'

/**
 * Sign-in with X for the active account: whether it holds a session on its network, and whether
 * the wallet is being asked to sign. Always signed out when the dapp has no `siwx` option.
 */
export function useAppKitSiwx() {
  const core = useSessionCore()
  const { signedIn, signing } = useProxy(core.siwx)
  const { chains, activeNamespace } = useProxy(core.chains)
  const chain = activeNamespace ? chains[activeNamespace] : undefined
  const address = chain?.account.status === 'connected' ? chain.account.address : undefined
  const network = chain?.caipNetwork?.caipNetworkId
  const isSignedIn = Boolean(address && network && signedIn[siwxKey(network, address)])
  return { isSignedIn, signing, isEnabled: core.options.siwx !== undefined }
}
