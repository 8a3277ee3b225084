import { type ChainAdapter, deferredAdapter } from '@appkit/controllers'
import { isAddressOnAny } from './address-shape.js'
import type { BitcoinAdapterOptions } from './bitcoin-adapter.js'
import { bitcoinNamespaceInfo } from './namespace-info.js'
import { bitcoinNamespace } from './walletconnect-namespace.js'

/**
 * The Bitcoin adapter as a dapp creates it: a few hundred bytes on the page. Its code (Wallet
 * Standard discovery, connection, signing) loads when the visitor first heads for a button of the
 * modal or opens it, when a stored Bitcoin connection is resumed, or when anything asks it to act; bitcoinjs-lib loads later
 * still, with the first send, fee estimate or signed PSBT broadcast.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter<'bip122'> {
  return deferredAdapter({
    namespace: 'bip122',
    info: bitcoinNamespaceInfo,
    load: () => import('./bitcoin-adapter.js').then((chunk) => chunk.createLoadedBitcoinAdapter(options)),
    walletConnectNamespace: bitcoinNamespace,
    // The Send form checks as the visitor types: by shape, on the page (the send checks more).
    isValidAddress: (address, context) => isAddressOnAny(address, context?.networks ?? []),
  })
}
