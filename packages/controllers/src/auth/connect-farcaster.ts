import { FarcasterConnectionError, HttpRequestError, OriginNotAllowedError } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { setAccount } from '../state/chains.js'
import { type EmbeddedWalletErrorType, embeddedWalletOf } from './embedded-wallet-of.js'
import { connectEmbeddedWallet } from './finish-email-login.js'
import { assertPageOriginAllowed } from './page-origin.js'

export interface ConnectFarcasterParameters {
  /** Aborting it stops the wait for the approval (Back, a closed modal). */
  signal?: AbortSignal
}
export type ConnectFarcasterReturnType = undefined
/**
 * The page is off the project's allowed origins (APKT002, or the API's 429/5xx while checking), no
 * embedded wallet ('No auth connector found'), or anything else: 'Failed to connect to farcaster',
 * its cause kept. An aborted login rejects with the signal's reason.
 */
export type ConnectFarcasterErrorType =
  | FarcasterConnectionError
  | OriginNotAllowedError
  | HttpRequestError
  | EmbeddedWalletErrorType

/**
 * Logs in with Farcaster (spec §2, §3): the secure site opens a channel, whose URL the active
 * namespace's account shows as `farcasterUrl` (the QR code) while the Farcaster app approves it;
 * then the embedded wallet connects as after an email code, and each of its accounts notes
 * `socialProvider: 'farcaster'` and the fid's user name, as the wallet reports them on connecting.
 */
export async function connectFarcaster(
  core: SessionCore,
  { signal }: ConnectFarcasterParameters = {},
): Promise<ConnectFarcasterReturnType> {
  const wallet = embeddedWalletOf(core)
  const shownOn = core.chains.activeNamespace
  try {
    const asking = wallet.farcasterUri({ signal })
    asking.catch(() => undefined)
    await assertPageOriginAllowed(core, { signal })
    const { url } = await asking
    if (shownOn) setAccount(core.chains, shownOn, { farcasterUrl: url })
    await wallet.connectFarcaster({ signal })
    await connectEmbeddedWallet(core, { signal })
  } catch (error) {
    if (signal?.aborted) throw signal.reason
    if (error instanceof OriginNotAllowedError || error instanceof HttpRequestError) throw error
    throw new FarcasterConnectionError({ cause: error })
  } finally {
    if (shownOn) setAccount(core.chains, shownOn, { farcasterUrl: undefined })
  }
}
