import { randomBytes } from 'node:crypto'
import { importSealKey, sealShare, unsealShare } from '../../server/seal.js'
import type { WalletShares } from '../cloud/auth-answers.js'
import type { AuthApi } from '../cloud/auth-api.js'
import type { SealClient } from '../cloud/seal-client.js'
import { ServiceError } from '../errors.js'

// Test-only: the cloud's wallet endpoints and this site's seal endpoints, in memory, with the real
// AES-GCM sealing. Tokens map to user ids; an unknown token is UNAUTHORIZED, as both servers say.

export interface FakeWalletCloud {
  authApi: Pick<AuthApi, 'readWallet' | 'storeWallet'>
  seal: SealClient
  /** What the cloud keeps, per user id. */
  wallets: Map<string, WalletShares>
  sessions: Map<string, string>
  calls: string[]
}

export async function createFakeWalletCloud(): Promise<FakeWalletCloud> {
  const key = await importSealKey(randomBytes(32))
  const wallets = new Map<string, WalletShares>()
  const sessions = new Map<string, string>()
  const calls: string[] = []
  const userOf = (token: string) => {
    const userId = sessions.get(token)
    if (!userId) throw new ServiceError('Sign in again', { code: 'UNAUTHORIZED', status: 401 })
    return userId
  }
  return {
    wallets,
    sessions,
    calls,
    authApi: {
      async readWallet(token) {
        calls.push('readWallet')
        return wallets.get(userOf(token))
      },
      async storeWallet(token, shares) {
        calls.push('storeWallet')
        const userId = userOf(token)
        if (wallets.has(userId))
          throw new ServiceError('stored already', { code: 'WALLET_EXISTS', status: 409 })
        wallets.set(userId, shares)
      },
    },
    seal: {
      async seal(token, share) {
        calls.push('seal')
        return sealShare(key, share, userOf(token))
      },
      async unseal(token, sealed) {
        calls.push('unseal')
        return unsealShare(key, sealed, userOf(token))
      },
    },
  }
}
