import type { EmbeddedWalletPart } from './embedded-wallet.js'
import type { WalletConnectNamespaceRules } from './wallet-connect.js'

/**
 * What the core, the UI and the connectors shared by every namespace (WalletConnect, the embedded
 * wallet) know of a namespace, all given by its adapter: adding a namespace adds an adapter and
 * edits no other package. The texts of the adapter's own errors join the UI's message catalogue
 * the same way, through the error codes' declaration merging.
 */
export interface NamespaceInfo {
  /** How the UI names the namespace: a section of the network list, a "switch to …" prompt. */
  name: string
  /** How WalletConnect reads this namespace's chains and whether its one-step sign-in covers it. */
  walletConnect?: WalletConnectNamespaceRules
  /** The namespace's part of the embedded wallet; without one, the embedded wallet does not serve it. */
  embeddedWallet?: EmbeddedWalletPart
}
