export {
  type AnnouncedWallet,
  createEvmAdapter,
  type Eip1193Provider,
  type EvmAdapterOptions,
} from '@appkit/adapter-evm'
