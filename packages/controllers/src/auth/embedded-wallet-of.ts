import { type AppKitError, AuthConnectorNotFoundError } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { EmbeddedWalletAccess } from '../types/embedded-wallet.js'
import type { MultiNamespaceConnector } from '../types/wallet-connect.js'

export type EmbeddedWallet = MultiNamespaceConnector & EmbeddedWalletAccess

/**
 * What a step of the embedded wallet rejects with: the dapp has none, or the wallet's own failure
 * (a wrong code; a secure frame that did not load or answer: FrameLoadFailedError,
 * FrameRequestTimeoutError, FrameRequestError, …).
 */
export type EmbeddedWalletErrorType = AuthConnectorNotFoundError | AppKitError

/** The instance's embedded wallet; 'No auth connector found' when the dapp has none. */
export function embeddedWalletOf(core: SessionCore): EmbeddedWallet {
  const wallet = core.internal.embeddedWallet
  if (!wallet) throw new AuthConnectorNotFoundError()
  return wallet
}
