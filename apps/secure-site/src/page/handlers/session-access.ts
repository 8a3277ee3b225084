import { NotConnectedToEmailError } from '@appkit/common'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import type { FrameContext } from './frame-context.js'

/** The logged-in user's session on this device, or 'Not connected to email or social' (spec §8). */
export function requireSession(ctx: FrameContext): StoredSession {
  const session = ctx.sessions.read()
  if (!session) throw new NotConnectedToEmailError()
  return session
}

/** The session and the wallet's addresses; the wallet is set up first if this device lacks its share. */
export async function requireWallet(
  ctx: FrameContext,
): Promise<{ session: StoredSession; addresses: WalletAddresses }> {
  const session = requireSession(ctx)
  const addresses = ctx.wallet.addresses(session.userId) ?? (await ctx.wallet.setUp(session))
  return { session, addresses }
}
