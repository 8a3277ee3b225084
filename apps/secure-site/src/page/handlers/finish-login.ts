import type { LoginProof } from '../../shared/farcaster-api.js'
import { SILENT_SIGN_IN_WINDOW_MS } from '../constants.js'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import type { FrameContext } from './frame-context.js'

/**
 * What every login ends with, email or social: the wallet set up for the session (made, or brought
 * to this device), then the one silent sign-in window (spec §5) opens. A social login passes its
 * fresh `login`: its recovery share is sealed to, or opened with, that identity, and adding a
 * passkey soon after opens it with the same proof.
 */
export async function finishLogin(
  ctx: FrameContext,
  session: StoredSession,
  login?: LoginProof,
): Promise<WalletAddresses> {
  const addresses = await ctx.wallet.setUp(session, login)
  ctx.state.loginProof = login && { userId: session.userId, proof: login }
  openSilentSignIn(ctx)
  return addresses
}

/** A login just happened: the dapp may have its sign-in message signed once, without a prompt. */
export function openSilentSignIn(ctx: FrameContext): void {
  ctx.state.silentSignInUntil = Date.now() + SILENT_SIGN_IN_WINDOW_MS
}
