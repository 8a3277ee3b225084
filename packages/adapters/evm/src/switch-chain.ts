import type { CaipNetwork } from '@appkit/common'
import { toHexChainId } from './chain-id.js'
import type { Eip1193Provider } from './eip1193.js'

const UNRECOGNIZED_CHAIN = 4902

function errorCode(error: unknown): unknown {
  const { code, data } = (error ?? {}) as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  // Some wallets wrap the EIP-1193 error of a nested call.
  return data?.originalError?.code ?? code
}

/** Asks the wallet to switch; when it does not know the chain, adds it (which also switches). */
export async function switchChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const chainId = toHexChainId(network.id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (errorCode(error) !== UNRECOGNIZED_CHAIN) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
        },
      ],
    })
  }
}
