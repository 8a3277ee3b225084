export {
  createEmbeddedWallet,
  createEmbeddedWalletConnector,
  type EmbeddedWallet,
  type EmbeddedWalletContext,
  type EmbeddedWalletFactory,
  type EmbeddedWalletOptions,
} from './create-embedded-wallet.js'
