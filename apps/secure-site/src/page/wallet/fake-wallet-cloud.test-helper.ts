import { randomBytes } from 'node:crypto'
import { UserRejectedRequestError } from '@appkit/common'
import { createRecoveryCodes, DEFAULT_RECOVERY_LIMITS, recoverySubject } from '../../server/recovery-codes.js'
import { importSealKey, sealShare, unsealShare } from '../../server/seal.js'
import type { WalletShares } from '../cloud/auth-answers.js'
import type { AuthApi } from '../cloud/auth-api.js'
import type { SealClient } from '../cloud/seal-client.js'
import { ServiceError } from '../errors.js'
import type { RecoveryPrompt } from '../recovery/recovery-prompt.js'

// Test-only: the cloud's wallet endpoints and this site's seal endpoints, in memory, with the real
// AES-GCM sealing and the server's real recovery codes. Tokens map to user ids; an unknown token is
// UNAUTHORIZED, as both servers say. Codes land in `mailbox` (email → newest code); the person's
// screen (`recovery`) types the code from the mailbox unless `typed` says otherwise.

export interface FakeWalletCloud {
  authApi: Pick<AuthApi, 'readWallet' | 'storeWallet'>
  seal: SealClient
  recovery: RecoveryPrompt
  /** What the cloud keeps, per user id. */
  wallets: Map<string, WalletShares>
  sessions: Map<string, string>
  mailbox: Map<string, string>
  /** What the person types instead of the mailed code (one entry per try); `cancel` cancels. */
  typed: string[]
  /** The refusals the screen showed. */
  shownErrors: string[]
  /** Asking for a code answers this once (e.g. COOLDOWN: one was mailed moments ago). */
  codeRequestFails: ServiceError | undefined
  calls: string[]
}

export async function createFakeWalletCloud(): Promise<FakeWalletCloud> {
  const key = await importSealKey(randomBytes(32))
  const codes = createRecoveryCodes({ ...DEFAULT_RECOVERY_LIMITS, cooldownMs: 0 })
  const wallets = new Map<string, WalletShares>()
  const sessions = new Map<string, string>()
  const mailbox = new Map<string, string>()
  const typed: string[] = []
  const shownErrors: string[] = []
  const calls: string[] = []
  const userOf = (token: string) => {
    const userId = sessions.get(token)
    if (!userId) throw new ServiceError('Sign in again', { code: 'UNAUTHORIZED', status: 401 })
    return userId
  }
  const asServiceError = (error: unknown) => {
    const failure = error as { code?: string; status?: number; message: string }
    if (failure.code && failure.status)
      return new ServiceError(failure.message, { code: failure.code, status: failure.status })
    return error
  }
  const fake: FakeWalletCloud = {
    codeRequestFails: undefined,
    wallets,
    sessions,
    mailbox,
    typed,
    shownErrors,
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
      async seal(token, share, email) {
        calls.push('seal')
        return sealShare(key, { share, email }, userOf(token))
      },
      async requestCode(token, sealed) {
        calls.push('requestCode')
        const failure = fake.codeRequestFails
        fake.codeRequestFails = undefined
        if (failure) throw failure
        const userId = userOf(token)
        try {
          const { email } = await unsealShare(key, sealed, userId)
          mailbox.set(email ?? '', codes.issue(recoverySubject(userId, sealed)))
        } catch (error) {
          throw asServiceError(error)
        }
      },
      async unseal(token, sealed, code) {
        calls.push('unseal')
        const userId = userOf(token)
        try {
          codes.check(recoverySubject(userId, sealed), code)
          return (await unsealShare(key, sealed, userId)).share
        } catch (error) {
          throw asServiceError(error)
        }
      },
      // Social users' shares are tested through the site server's routes (seal-routes-social.test.ts,
      // social-handlers.test.ts); these wallets are email users'.
      sealToLogin: async () => {
        throw new Error('fake-wallet-cloud seals to emails only')
      },
      unsealWithLogin: async () => {
        throw new Error('fake-wallet-cloud seals to emails only')
      },
    },
    recovery: {
      open(email) {
        return {
          async code(error) {
            if (error !== undefined) shownErrors.push(error)
            const next = typed.shift()
            if (next === 'cancel') throw new UserRejectedRequestError()
            return next ?? mailbox.get(email) ?? ''
          },
          close: () => undefined,
        }
      },
    },
  }
  return fake
}
