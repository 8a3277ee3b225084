import { NotConnectedToEmailError } from '@appkit/common'
import { fromBase64, toBase64 } from '../../shared/base64.js'
import type { LoginProof } from '../../shared/farcaster-api.js'
import type { WalletShares } from '../cloud/auth-answers.js'
import type { AuthApi } from '../cloud/auth-api.js'
import type { SealClient } from '../cloud/seal-client.js'
import {
  PasskeyRequiredError,
  ServiceError,
  WalletMissingInCloudError,
  WalletReplacedInCloudError,
  WalletSharesMismatchError,
} from '../errors.js'
import { isPasskeySealed } from '../passkey/prf-seal.js'
import type { RecoveryPrompt } from '../recovery/recovery-prompt.js'
import type { StorageLike } from '../storage/json-store.js'
import { type StoredSession, sessionIdentity } from '../storage/session-store.js'
import { storedAddresses, walletStore } from '../storage/wallet-store.js'
import { combineShares, splitSecret } from './key-shares.js'
import { createWalletSecret, type WalletAddresses, walletAddresses } from './wallet-secret.js'

export interface WalletKeys {
  /**
   * After login: makes the wallet (first login of the account) or brings this device's share
   * (a new device), so that this device can sign. Answers the wallet's addresses. A social
   * session's recovery share is sealed to, and opened with, `login`: the fresh login just made.
   */
  setUp(session: StoredSession, login?: LoginProof): Promise<WalletAddresses>
  /** The addresses this device holds a share for, without touching any key. */
  addresses(userId: string): WalletAddresses | undefined
  /**
   * Rebuilds the secret from this device's share and the cloud's auth share (fetched now, with the
   * session: no session, no signature), runs `use`, then wipes the secret.
   */
  withSecret<T>(session: StoredSession, use: (secret: Uint8Array) => Promise<T>): Promise<T>
  /**
   * Adding a passkey: the recovery share in the clear, opened with the code this site's server
   * mails to the owner (changing what recovers the wallet takes what recovers it now; a social or
   * Farcaster user's: the proof of a login of the last minutes, `login`), and checked to rebuild
   * the account's key with the cloud's auth share. The caller seals it, then wipes it.
   */
  openRecoveryShare(session: StoredSession, login?: LoginProof): Promise<Uint8Array>
  /**
   * A passkey login: this device's share if it has one, else the auth share and the recovery share
   * the passkey opened rebuild the key (checked), and the recovery share becomes this device's.
   */
  setUpWithRecoveryShare(session: StoredSession, recovery: Uint8Array): Promise<WalletAddresses>
}

export interface WalletKeysDeps {
  authApi: Pick<AuthApi, 'readWallet' | 'storeWallet'>
  seal: SealClient
  storage: StorageLike
  /** Asks for the code this site's server mails before it opens the recovery share. */
  recovery: RecoveryPrompt
}

/** Wrong codes the screen takes before the restore stops (the server voids a code after 5). */
const CODE_TRIES = 5

export function createWalletKeys(deps: WalletKeysDeps): WalletKeys {
  // One set-up per user at a time: GET_USER and IS_CONNECTED may both ask right after login.
  const settingUp = new Map<string, Promise<WalletAddresses>>()

  /** Rebuilds and checks the secret against the addresses the cloud keeps for the account. */
  async function rebuild(first: Uint8Array, second: Uint8Array, expected: WalletShares): Promise<Uint8Array> {
    const secret = await combineShares(first, second)
    const actual = await walletAddresses(secret)
    const same =
      actual.evmAddress.toLowerCase() === expected.evmAddress.toLowerCase() &&
      (expected.solanaAddress === undefined || actual.solanaAddress === expected.solanaAddress)
    if (!same) {
      secret.fill(0)
      throw new WalletSharesMismatchError({
        details: `Rebuilt ${actual.evmAddress}, expected ${expected.evmAddress}`,
      })
    }
    return secret
  }

  /** A social or Farcaster user's share is sealed to the login's identity; an email user's to the email. */
  function sealRecovery(session: StoredSession, share: Uint8Array, login: LoginProof | undefined) {
    if (provenByLogin(session)) return deps.seal.sealToLogin(session.token, share, requireLogin(login))
    return deps.seal.seal(session.token, share, requireEmail(session))
  }

  /** First login: a new secret, split; the device share is kept before the cloud gets its two. */
  async function create(session: StoredSession, login: LoginProof | undefined): Promise<WalletAddresses> {
    const secret = createWalletSecret()
    try {
      const addresses = await walletAddresses(secret)
      const shares = await splitSecret(secret)
      const sealed = await sealRecovery(session, shares.recovery, login)
      const store = walletStore(deps.storage, session.userId)
      store.write({ ...addresses, deviceShare: toBase64(shares.device) })
      try {
        await deps.authApi.storeWallet(session.token, {
          ...addresses,
          authShare: toBase64(shares.auth),
          recoveryShareSealed: toBase64(sealed),
        })
      } catch (error) {
        store.remove()
        // Another device of the account made the wallet meanwhile: that one is the account's.
        if (error instanceof ServiceError && error.code === 'WALLET_EXISTS') return restore(session, login)
        throw error
      }
      return addresses
    } finally {
      secret.fill(0)
    }
  }

  /**
   * The recovery share, opened by this site's server once the person gives the code it mailed to
   * the address sealed with the share. A session alone (which the cloud could forge) opens nothing.
   */
  async function unsealWithCode(session: StoredSession, sealed: Uint8Array): Promise<Uint8Array> {
    await deps.seal.requestCode(session.token, sealed).catch((error: unknown) => {
      // A code went out moments ago (another tab, another try): it is in the inbox and still works.
      if (!(error instanceof ServiceError && error.code === 'COOLDOWN')) throw error
    })
    const prompt = deps.recovery.open(requireEmail(session))
    try {
      let error: string | undefined
      for (let tries = 1; ; tries++) {
        const code = await prompt.code(error)
        try {
          return await deps.seal.unseal(session.token, sealed, code)
        } catch (failure) {
          const wrong = failure instanceof ServiceError && failure.code === 'RECOVERY_CODE_INVALID'
          if (!wrong || tries >= CODE_TRIES) throw failure
          error = failure.message
        }
      }
    } finally {
      prompt.close()
    }
  }

  /**
   * A device without a share: the auth share and the unsealed recovery share rebuild the key (to
   * check them); the recovery share then becomes this device's share.
   */
  async function restore(
    session: StoredSession,
    login: LoginProof | undefined,
    known?: WalletShares,
  ): Promise<WalletAddresses> {
    const cloud = known ?? (await deps.authApi.readWallet(session.token))
    if (!cloud) throw new WalletSharesMismatchError({ details: 'The account has no wallet' })
    const sealed = fromBase64(cloud.recoveryShareSealed)
    if (isPasskeySealed(sealed)) throw new PasskeyRequiredError()
    // A social user proves who they are by the login itself; no code is mailed.
    const recovery = provenByLogin(session)
      ? await deps.seal.unsealWithLogin(session.token, sealed, requireLogin(login))
      : await unsealWithCode(session, sealed)
    return keepRecoveryShare(session, cloud, recovery)
  }

  /** The recovery share, checked with the auth share, kept as this device's share. */
  async function keepRecoveryShare(
    session: StoredSession,
    cloud: WalletShares,
    recovery: Uint8Array,
  ): Promise<WalletAddresses> {
    try {
      const secret = await rebuild(fromBase64(cloud.authShare), recovery, cloud)
      try {
        const addresses = await walletAddresses(secret)
        walletStore(deps.storage, session.userId).write({ ...addresses, deviceShare: toBase64(recovery) })
        return addresses
      } finally {
        secret.fill(0)
      }
    } finally {
      recovery.fill(0)
    }
  }

  async function cloudWallet(session: StoredSession): Promise<WalletShares> {
    const cloud = await deps.authApi.readWallet(session.token)
    if (!cloud) throw new WalletSharesMismatchError({ details: 'The account has no wallet' })
    return cloud
  }

  /**
   * A device share is the one copy that may be left after the cloud's data is lost or rolled back
   * (a restore from an older backup): it is never overwritten by a new wallet or another one.
   */
  async function setUpOnce(session: StoredSession, login: LoginProof | undefined): Promise<WalletAddresses> {
    const cloud = await deps.authApi.readWallet(session.token)
    const local = walletStore(deps.storage, session.userId).read()
    if (!cloud) {
      if (local) throw new WalletMissingInCloudError({ details: `This device holds ${local.evmAddress}` })
      return create(session, login)
    }
    if (!local) return restore(session, login, cloud)
    if (local.evmAddress.toLowerCase() !== cloud.evmAddress.toLowerCase()) {
      throw new WalletReplacedInCloudError({
        details: `This device holds ${local.evmAddress}, the cloud ${cloud.evmAddress}`,
      })
    }
    return { evmAddress: local.evmAddress as `0x${string}`, solanaAddress: local.solanaAddress }
  }

  return {
    setUp(session, login) {
      const running = settingUp.get(session.userId)
      if (running) return running
      const promise = setUpOnce(session, login).finally(() => settingUp.delete(session.userId))
      settingUp.set(session.userId, promise)
      return promise
    },
    addresses: (userId) => storedAddresses(deps.storage, userId),
    async openRecoveryShare(session, login) {
      const cloud = await cloudWallet(session)
      const sealed = fromBase64(cloud.recoveryShareSealed)
      if (isPasskeySealed(sealed)) throw new PasskeyRequiredError({ details: 'A passkey is set already' })
      const recovery = provenByLogin(session)
        ? await deps.seal.unsealWithLogin(session.token, sealed, requireLogin(login))
        : await unsealWithCode(session, sealed)
      ;(await rebuild(fromBase64(cloud.authShare), recovery, cloud)).fill(0)
      return recovery
    },
    async setUpWithRecoveryShare(session, recovery) {
      if (walletStore(deps.storage, session.userId).read()) {
        recovery.fill(0)
        return setUpOnce(session, undefined)
      }
      return keepRecoveryShare(session, await cloudWallet(session), recovery)
    },
    async withSecret(session, use) {
      const local = walletStore(deps.storage, session.userId).read()
      if (!local) throw new NotConnectedToEmailError({ details: 'No key share on this device' })
      const cloud = await deps.authApi.readWallet(session.token)
      if (!cloud) throw new WalletSharesMismatchError({ details: 'The account has no wallet' })
      const secret = await rebuild(fromBase64(local.deviceShare), fromBase64(cloud.authShare), cloud)
      try {
        return await use(secret)
      } finally {
        secret.fill(0)
      }
    },
  }
}

/** A social or Farcaster user's recovery share is sealed to the identity a login proves, not to an email. */
const provenByLogin = (session: StoredSession) => sessionIdentity(session).kind !== 'email'

function requireEmail(session: StoredSession): string {
  if (session.email === undefined) throw new NotConnectedToEmailError({ details: 'The session has no email' })
  return session.email
}

/** A social user's share opens only with a login of the last minutes: an old session is not enough. */
function requireLogin(login: LoginProof | undefined): LoginProof {
  if (!login) throw new NotConnectedToEmailError({ details: 'Log in with the social provider again' })
  return login
}
