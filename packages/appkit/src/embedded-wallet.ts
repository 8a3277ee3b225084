// `appkit/embedded-wallet`: email login's wallet, for dapps that offer it (createAppKit's
// `embeddedWallet`). Its own entry, so that no other dapp carries any of it.
export {
  createEmbeddedWallet,
  type EmbeddedWalletContext,
  type EmbeddedWalletFactory,
} from '@appkit/embedded-wallet'
