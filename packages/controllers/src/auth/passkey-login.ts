import type { SessionCore } from '../core/core.js'
import { type ConnectWalletErrorType, connectWallet } from '../session/connect-wallet.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { type EmbeddedWalletErrorType, embeddedWalletOf } from './embedded-wallet-of.js'

export type AddPasskeyReturnType = undefined
export type AddPasskeyErrorType = EmbeddedWalletErrorType

/**
 * The connected embedded-wallet user adds a passkey on the secure site's own screen; from then on
 * it alone logs them in, and it alone recovers the wallet (secure site README, "Passkeys").
 */
export async function addPasskey(core: SessionCore): Promise<AddPasskeyReturnType> {
  await embeddedWalletOf(core).addPasskey()
}

export interface ConnectPasskeyParameters {
  /** Aborting it stops the connection (a closed modal). */
  signal?: AbortSignal
}
export type ConnectPasskeyReturnType = undefined
export type ConnectPasskeyErrorType = EmbeddedWalletErrorType | ConnectWalletErrorType

/**
 * A login with a passkey alone (no email typed), then the connection: one login gives the account
 * of every namespace, as after a code. The login is remembered like an email login's, so the next
 * visit reconnects it.
 */
export async function connectPasskey(
  core: SessionCore,
  { signal }: ConnectPasskeyParameters = {},
): Promise<ConnectPasskeyReturnType> {
  const wallet = embeddedWalletOf(core)
  await wallet.connectPasskey({ signal })
  await connectWallet(core, { connector: wallet.connector, signal })
  core.storage.write(STORAGE_KEYS.emailLoginUsed, true)
}
