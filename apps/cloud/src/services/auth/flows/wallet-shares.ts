import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import type { WalletShares } from '../auth-schemas.js'
import type { Session } from '../store/sessions.js'
import { readWallet, saveWallet } from '../store/wallets.js'

/**
 * PUT /wallet: the shares are kept once per user, never replaced: a second key would orphan the
 * first wallet's funds. The caller has a verified device's session (checked by the route).
 */
export async function storeWalletShares(
  ctx: AuthContext,
  session: Session,
  shares: WalletShares,
): Promise<void> {
  if (!(await saveWallet(ctx.db, session.user.id, shares, ctx.now()))) {
    throw new AuthError(
      'WALLET_EXISTS',
      'This account’s wallet shares are stored already; they are never replaced.',
    )
  }
}

/** GET /wallet: the stored shares, as they were given. */
export async function readWalletShares(ctx: AuthContext, session: Session): Promise<WalletShares> {
  const shares = await readWallet(ctx.db, session.user.id)
  if (!shares) throw new AuthError('WALLET_NOT_FOUND', 'This account has no wallet shares yet.')
  return shares
}
