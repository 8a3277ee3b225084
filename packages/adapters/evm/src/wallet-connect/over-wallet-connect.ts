import type { CaipNetwork } from '@appkit/common'
import type { WalletConnectAccess } from '@appkit/controllers/adapter'
import type { Eip1193Provider } from '../eip1193.js'
import { personalSign } from '../sign-message.js'
import { switchChain } from '../switch-chain.js'

/**
 * EIP-1193 over the shared WalletConnect session: requests go to the session's current EVM chain
 * unless `chainFor` names another for a method.
 */
export function asEip1193(
  wc: WalletConnectAccess,
  chainFor?: (method: string) => string | undefined,
): Eip1193Provider {
  return { request: ({ method, params }) => wc.request({ method, params }, chainFor?.(method)) }
}

/** personal_sign through the wallet on the other end of the session. */
export function signOverWalletConnect(wc: WalletConnectAccess, address: string, message: string) {
  return personalSign(asEip1193(wc), address, message)
}

/**
 * Switches the session's EVM chain: the target chain goes with the switch request (a chain the
 * session approved switches at once; the wallet adds one it does not know), then becomes the default
 * with its RPC URL, so reads never go through WalletConnect's RPC.
 */
export async function switchOverWalletConnect(wc: WalletConnectAccess, network: CaipNetwork): Promise<void> {
  const chain = `eip155:${network.id}`
  await switchChain(
    asEip1193(wc, (method) => (method === 'wallet_switchEthereumChain' ? chain : undefined)),
    network,
  )
  await wc.setDefaultChain(chain, network.rpcUrls.default.http[0])
}
