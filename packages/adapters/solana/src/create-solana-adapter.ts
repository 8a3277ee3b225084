import { isSolanaAddress } from '@appkit/common'
import { type ChainAdapter, deferredAdapter } from '@appkit/controllers'
import { namespacePart } from '@appkit/walletconnect'
import { solanaNamespaceInfo } from './namespace-info.js'
import type { SolanaAdapterOptions } from './solana-adapter.js'

/**
 * The Solana adapter as a dapp creates it: a few hundred bytes on the page. Its code (Wallet
 * Standard discovery, connection, signing) loads when the visitor first heads for a button of the
 * modal or opens it, when a stored Solana connection is resumed, or when anything asks it to act: a
 * dapp that configures Solana loads no Solana code for a visitor who never comes near the modal,
 * unless a Solana wallet is being resumed.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter<'solana'> {
  return deferredAdapter({
    namespace: 'solana',
    info: solanaNamespaceInfo,
    load: () => import('./solana-adapter.js').then((chunk) => chunk.createLoadedSolanaAdapter(options)),
    walletConnectNamespace: (networks) => namespacePart('solana', networks),
    isValidAddress: isSolanaAddress,
  })
}
