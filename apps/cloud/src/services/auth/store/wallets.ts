import type { Queryable } from '../../../db/database.js'
import type { WalletShares } from '../auth-schemas.js'

/** Stores a user's shares once; false when they were stored before (they are never replaced). */
export async function saveWallet(
  db: Queryable,
  userId: string,
  shares: WalletShares,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO auth_wallets (user_id, evm_address, solana_address, auth_share, recovery_share_sealed, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    [
      userId,
      shares.evmAddress,
      shares.solanaAddress ?? null,
      shares.authShare,
      shares.recoveryShareSealed,
      now,
    ],
  )
  return rows.length === 1
}

export async function readWallet(db: Queryable, userId: string): Promise<WalletShares | undefined> {
  const [row] = await db.query<{
    evm_address: string
    solana_address: string | null
    auth_share: string
    recovery_share_sealed: string
  }>(
    'SELECT evm_address, solana_address, auth_share, recovery_share_sealed FROM auth_wallets WHERE user_id = $1',
    [userId],
  )
  if (!row) return undefined
  return {
    evmAddress: row.evm_address,
    ...(row.solana_address === null ? {} : { solanaAddress: row.solana_address }),
    authShare: row.auth_share,
    recoveryShareSealed: row.recovery_share_sealed,
  }
}
