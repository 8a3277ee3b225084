import type { EmbeddedWalletPart } from '@appkit/controllers/adapter'
import { embeddedEip1193 } from './embedded-eip1193.js'
import { switchTarget } from './switch-target.js'

/**
 * EVM's part of the embedded (email) wallet: an EIP-1193 provider over its requests, switches by
 * `wallet_switchEthereumChain` to the dapp's own networks, sign-in as it logs in (spec §5), and
 * the secure site opening on the dapp's first EVM network.
 */
export const evmEmbeddedPart: EmbeddedWalletPart = {
  provider: embeddedEip1193,
  switchTarget: ({ method, params }, networks) =>
    method === 'wallet_switchEthereumChain' ? switchTarget(networks, params) : undefined,
  signInAtLogin: true,
  startChain: true,
}
