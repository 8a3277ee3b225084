export type { BitcoinAdapterOptions } from './bitcoin-adapter.js'
export { BITCOIN_CHAINS, type BitcoinChain, type BitcoinChainName } from './bitcoin-chains.js'
export type {
  BitcoinAccountAddress,
  BitcoinProvider,
  BitcoinSignInput,
} from './bitcoin-provider.js'
export { createBitcoinAdapter } from './create-bitcoin-adapter.js'
// Types only: the classes load with the code that throws them, not with the page. Callers branch
// on `code` (AppKitError's stable identity) and read the fields through these types.
export type {
  AmountBelowDustError,
  BitcoinErrorCode,
  BroadcastRejectedError,
  FeeEstimatesUnavailableError,
  UnsupportedAddressTypeError,
  UnsupportedWalletMethodError,
} from './errors.js'
export type { EsploraUrls } from './esplora-url.js'
export { bitcoinNamespaceInfo } from './namespace-info.js'
export type { BitcoinMessageProtocol, BitcoinPurpose } from './wallet-features.js'
