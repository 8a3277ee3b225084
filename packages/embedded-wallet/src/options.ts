import type { CaipNetwork } from '@appkit/common'
import type { ChainAdapter, Metadata } from '@appkit/controllers'
import type { AppKitCore } from '@appkit/controllers/modal'

/** What createAppKit tells the embedded wallet about the dapp. */
export interface EmbeddedWalletContext {
  /** The instance, once made: the provider a dapp gets reports refusals to its modal. */
  core: () => AppKitCore
  projectId: string
  sdkVersion: string
  metadata?: Metadata
  /** The dapp's networks: the wallet serves those of the namespaces it has keys for. */
  networks: readonly CaipNetwork[]
  /**
   * The dapp's adapters: each gives its namespace's part of the wallet (`info.embeddedWallet`); the
   * wallet serves the namespaces that have one, in the adapters' order.
   */
  adapters: readonly ChainAdapter[]
}

export interface EmbeddedWalletOptions extends EmbeddedWalletContext {
  /** The secure site's page the hidden frame loads (its own origin). */
  secureSiteUrl: string
}
