import { randomBytes } from 'node:crypto'
import { decodeJwt } from 'jose'
import { vi } from 'vitest'
import { SecureSiteError } from '../../server/errors.js'
import { verifyFarcasterProof } from '../../server/farcaster/farcaster-proof.js'
import { importSealKey, sealShare, unsealShare } from '../../server/seal.js'
import {
  DAPP,
  fakeIssuer,
  jsonRequest,
  PROJECT_ID,
  SITE_ORIGIN,
  socialContext,
} from '../../server/social/fake-issuer.test-helper.js'
import { verifySocialProof } from '../../server/social/social-proof.js'
import { socialAuthorizeRoute, socialTokenRoute } from '../../server/social/social-routes.js'
import type { LoginProof } from '../../shared/farcaster-api.js'
import { createApprovalGate } from '../approval/approval-gate.js'
import { fakeApprovalUi } from '../approval/fake-approval-ui.test-helper.js'
import type { WalletShares } from '../cloud/auth-answers.js'
import type { AuthApi } from '../cloud/auth-api.js'
import type { PasskeyApi } from '../cloud/passkey-api.js'
import type { SealClient } from '../cloud/seal-client.js'
import type { SocialClient } from '../cloud/social-client.js'
import { ServiceError } from '../errors.js'
import { type FakeAuthenticator, fakeAuthenticator } from '../passkey/fake-authenticator.test-helper.js'
import { createPasskeyFlow } from '../passkey/passkey-flow.js'
import type { JsonRpc } from '../rpc/json-rpc-client.js'
import { memoryStorage } from '../storage/memory-storage.test-helper.js'
import { sessionStore } from '../storage/session-store.js'
import { createLazyWalletKeys } from '../wallet/lazy-wallet-keys.js'
import { fakeFarcaster } from './fake-farcaster.test-helper.js'
import type { FrameContext } from './frame-context.js'
import { createFrameState } from './frame-state.js'
import { createPendingSocialLogins } from './pending-social-logins.js'

// Test-only: a frame context over an in-memory cloud that behaves like AUTH.md says (codes are
// always 123456 for login, 111111 and 222222 for an email update), with the real (lazily loaded) wallet keys,
// the real sealing and the real approval gate on a fake screen. Social logins run through the
// site server's real routes against an in-memory OpenID Connect issuer (fake-issuer.test-helper.ts).

export const LOGIN_CODE = '123456'
/** The recovery code this in-memory site "mails" (the real server draws one; see wallet-keys.test.ts). */
export const RECOVERY_CODE = '24681357'
const fail = (code: string, status: number, message = code) => new ServiceError(message, { code, status })
/** The site server's errors as the page receives them over HTTP. */
const asServiceError = (error: unknown) =>
  error instanceof SecureSiteError ? fail(error.code, error.status, error.message) : error

export function fakeCloud() {
  const users = new Map<string, { id: string; verified: Set<string>; pending: Set<string> }>()
  /** Social users by (issuer, subject). */
  const socialUsers = new Map<string, string>()
  const sessions = new Map<string, string>()
  const wallets = new Map<string, WalletShares>()
  const emailOf = new Map<string, string>()
  const updates = new Map<string, { newEmail: string; step: 'primary' | 'secondary' }>()
  let tokens = 0
  // The site's server: one recovery key for every device of the test.
  const sealKey = importSealKey(randomBytes(32))
  const issuer = fakeIssuer()
  const social = socialContext(issuer)
  const socialSession = (key: string) => {
    const known = socialUsers.get(key)
    const id = known ?? `social-${socialUsers.size + 1}`
    socialUsers.set(key, id)
    const sessionToken = String(++tokens).padStart(43, 'S')
    sessions.set(sessionToken, id)
    return { sessionToken, expiresAt: '2030-01-01T00:00:00.000Z', user: { id, email: null, isNew: !known } }
  }
  const farcaster = fakeFarcaster(socialSession)
  /** The identity a social or Farcaster proof shows, as this site's server verifies it. */
  const identityOf = (proof: LoginProof) =>
    'idToken' in proof
      ? verifySocialProof(social, proof)
      : verifyFarcasterProof({ fidOf: farcaster.fidOf }, proof)
  const userOf = (token: string) => {
    const id = sessions.get(token)
    if (!id) throw fail('UNAUTHORIZED', 401, 'Sign in again')
    return id
  }
  const authApi: AuthApi = {
    async startEmail(email, deviceId) {
      const user = users.get(email)
      if (user && !user.verified.has(deviceId)) {
        user.pending.add(deviceId)
        return { action: 'VERIFY_DEVICE' }
      }
      return { action: 'VERIFY_OTP' }
    },
    async waitForDevice(email, deviceId) {
      const user = users.get(email)
      if (!user) throw fail('DEVICE_NOT_VERIFIED', 403)
      return { action: user.verified.has(deviceId) ? 'VERIFY_OTP' : 'VERIFY_DEVICE' }
    },
    async verifyEmail(email, deviceId, otp) {
      const known = users.get(email)
      if (known && !known.verified.has(deviceId)) throw fail('DEVICE_NOT_VERIFIED', 403)
      if (otp !== LOGIN_CODE) throw fail('INVALID_OTP', 400, 'The code is not correct.')
      const user = known ?? {
        id: `user-${users.size + 1}`,
        verified: new Set<string>(),
        pending: new Set<string>(),
      }
      users.set(email, user)
      emailOf.set(user.id, email)
      user.verified.add(deviceId)
      const sessionToken = String(++tokens).padStart(43, 'T')
      sessions.set(sessionToken, user.id)
      return {
        sessionToken,
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: { id: user.id, email, isNew: !known },
      }
    },
    async socialLogin(idToken) {
      // The real cloud verifies the token again; this one trusts the site server's check.
      const { iss, sub, email } = decodeJwt(idToken)
      const key = `${iss}|${sub}`
      const known = socialUsers.get(key)
      const id = known ?? `social-${socialUsers.size + 1}`
      socialUsers.set(key, id)
      const sessionToken = String(++tokens).padStart(43, 'S')
      sessions.set(sessionToken, id)
      return {
        sessionToken,
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: { id, email: typeof email === 'string' ? email : null, isNew: !known },
      }
    },
    farcasterLogin: (channelToken) => farcaster.login(channelToken),
    async session(token) {
      const id = userOf(token)
      return { user: { id, email: emailOf.get(id) ?? null }, deviceId: 'd', expiresAt: 'x' }
    },
    async signOut(token) {
      userOf(token)
      sessions.delete(token)
    },
    async startEmailUpdate(token, newEmail) {
      updates.set(userOf(token), { newEmail, step: 'primary' })
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async confirmCurrentEmail(token, otp) {
      const update = updates.get(userOf(token))
      if (update?.step !== 'primary' || otp !== '111111') throw fail('INVALID_OTP', 400)
      update.step = 'secondary'
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async confirmNewEmail(token, otp) {
      const id = userOf(token)
      const update = updates.get(id)
      if (update?.step !== 'secondary' || otp !== '222222') throw fail('INVALID_OTP', 400)
      const user = users.get(emailOf.get(id)!)!
      users.delete(emailOf.get(id)!)
      users.set(update.newEmail, user)
      emailOf.set(id, update.newEmail)
      return { email: update.newEmail }
    },
    async readWallet(token) {
      return wallets.get(userOf(token))
    },
    async storeWallet(token, shares) {
      const id = userOf(token)
      if (wallets.has(id)) throw fail('WALLET_EXISTS', 409)
      wallets.set(id, shares)
    },
  }
  /** The cloud's passkey records: credential id → user (signatures are the real cloud's to check). */
  const passkeyOwners = new Map<string, string>()
  const logins: { deviceId: string; dapp: string }[] = []
  const passkeyApi: PasskeyApi = {
    async registrationOptions(token) {
      const id = userOf(token)
      if (!wallets.has(id)) throw fail('WALLET_NOT_FOUND', 404)
      if ([...passkeyOwners.values()].includes(id)) throw fail('PASSKEY_EXISTS', 409)
      return {
        challenge: 'Y2hhbGxlbmdlLWZvci1yZWdpc3Rlcg',
        rp: { id: 'localhost', name: 'AppKit wallet' },
        user: {
          id: btoa(id).replace(/=+$/, ''),
          name: emailOf.get(id) ?? `AppKit wallet ${id}`,
          displayName: '',
        },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      }
    },
    async register(token, { response, recoveryShareSealed }) {
      const id = userOf(token)
      passkeyOwners.set(response.id, id)
      wallets.set(id, { ...wallets.get(id)!, recoveryShareSealed })
    },
    async loginOptions() {
      return { challenge: 'Y2hhbGxlbmdlLWZvci1sb2dpbg', rpId: 'localhost' }
    },
    async login(response, deviceId, dapp) {
      logins.push({ deviceId, dapp })
      const id = passkeyOwners.get(response.id)
      if (!id) throw fail('PASSKEY_INVALID', 400)
      // A social or Farcaster account has no email, so no device list of an email login.
      const email = emailOf.get(id)
      if (email) users.get(email)!.verified.add(deviceId)
      const sessionToken = String(++tokens).padStart(43, 'T')
      sessions.set(sessionToken, id)
      return {
        sessionToken,
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: { id, email: email ?? null },
        recoveryShareSealed: wallets.get(id)!.recoveryShareSealed,
      }
    },
  }
  return {
    authApi,
    passkeyApi,
    passkeyOwners,
    /** The passkey logins asked for: which device, in which dapp's page. */
    logins,
    /** The secure site's server's recovery key (its one secret), for tests that play that server. */
    sealKey,
    sessions,
    wallets,
    issuer,
    social,
    farcaster,
    /** This site's server's social routes, as the page's client calls them. */
    socialClient(): SocialClient {
      const call =
        <T>(route: (ctx: typeof social, req: ReturnType<typeof jsonRequest>) => Promise<T>) =>
        (body: unknown) =>
          route(social, jsonRequest(body)).catch((error: unknown) => {
            throw asServiceError(error)
          })
      return { authorize: call(socialAuthorizeRoute), token: call(socialTokenRoute) }
    },
    /** The person opens the approval link from the mail. */
    approveDevice(email: string, deviceId: string) {
      users.get(email)?.verified.add(deviceId)
    },
    sealClient(): SealClient {
      return {
        seal: async (token, share, email) => sealShare(await sealKey, { share, email }, userOf(token)),
        requestCode: async (token, sealed) => void (await unsealShare(await sealKey, sealed, userOf(token))),
        unseal: async (token, sealed, code) => {
          if (code !== RECOVERY_CODE) throw fail('RECOVERY_CODE_INVALID', 400)
          return (await unsealShare(await sealKey, sealed, userOf(token))).share
        },
        sealToLogin: async (token, share, proof) => {
          const identity = await identityOf(proof).catch((error: unknown) => {
            throw asServiceError(error)
          })
          return sealShare(await sealKey, { share, identity }, userOf(token))
        },
        unsealWithLogin: async (token, sealed, proof) => {
          try {
            const login = await identityOf(proof)
            const { share, identity } = await unsealShare(await sealKey, sealed, userOf(token))
            if (identity?.issuer !== login.issuer || identity.subject !== login.subject) {
              throw fail('SOCIAL_IDENTITY_MISMATCH', 403)
            }
            return share
          } catch (error) {
            throw asServiceError(error)
          }
        },
      }
    },
  }
}

export type FakeCloud = ReturnType<typeof fakeCloud>

/** One device (browser) of the user: its own storage and device id, the cloud shared. */
export async function fakeFrameContext(
  cloud: FakeCloud,
  options: {
    deviceId?: string
    seal?: SealClient
    chainId?: number | string
    /** The person's authenticator (the same one on another device holds the same passkeys). */
    authenticator?: FakeAuthenticator
  } = {},
) {
  const storage = memoryStorage()
  const screen = fakeApprovalUi()
  const events = { shown: 0, hidden: 0, reloads: 0, themes: [] as unknown[], warnings: [] as string[] }
  const gate = createApprovalGate({
    ui: screen.ui,
    show: () => void events.shown++,
    hide: () => void events.hidden++,
  })
  const chain = vi.fn<JsonRpc>(async () => '0x1')
  const seal = options.seal ?? cloud.sealClient()
  // The lazy keys, as the page has them: what the handlers pass must reach the real keys.
  const wallet = createLazyWalletKeys({
    authApi: cloud.authApi,
    seal,
    storage,
    recovery: { open: () => ({ code: async () => RECOVERY_CODE, close: () => undefined }) },
  })
  const authenticator = options.authenticator ?? fakeAuthenticator()
  const passkeys = createPasskeyFlow({
    api: cloud.passkeyApi,
    webauthn: authenticator.webauthn,
    // The person clicks the screen's button at once.
    prompt: { ask: (_kind, act) => act() },
    wallet,
  })
  const ctx: FrameContext = {
    state: createFrameState(options.chainId ?? 31337),
    parentOrigin: DAPP,
    projectId: PROJECT_ID,
    siteOrigin: SITE_ORIGIN,
    authApi: cloud.authApi,
    social: cloud.socialClient(),
    socialLogins: createPendingSocialLogins(),
    farcasterRelay: cloud.farcaster.relay,
    sessions: sessionStore(storage),
    deviceId: options.deviceId ?? 'device-laptop-0000000000',
    wallet,
    gate,
    passkeys: async () => passkeys,
    rpc: vi.fn(() => chain),
    applyTheme: (theme) => void events.themes.push(theme),
    reload: () => void events.reloads++,
    warn: (message) => void events.warnings.push(message),
  }
  return { ctx, storage, screen, events, chain, seal, authenticator }
}
