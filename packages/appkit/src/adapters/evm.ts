export {
  type AnnouncedWallet,
  type CoinbaseOptions,
  coinbase,
  createEvmAdapter,
  type Eip1193Provider,
  type EvmAdapterOptions,
  type EvmExternalConnector,
  ens,
  type NameSource,
  type SafeOptions,
  safe,
} from '@appkit/adapter-evm'
