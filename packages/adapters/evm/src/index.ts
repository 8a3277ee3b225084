export type { AnnouncedWallet, Eip1193Provider, Eip6963ProviderInfo } from './eip1193.js'
export { createEvmAdapter, type EvmAdapterOptions } from './evm-adapter.js'
