import { fromBase64, toBase64 } from '../../shared/base64.js'
import type { LoginProof } from '../../shared/farcaster-api.js'
import type { PasskeyApi } from '../cloud/passkey-api.js'
import { PasskeyPrfUnsupportedError } from '../errors.js'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletKeys } from '../wallet/wallet-keys.js'
import type { PasskeyPrompt } from './passkey-screen.js'
import { openWithPasskey, sealToPasskey } from './prf-seal.js'
import { localChallenge, type WebAuthn } from './webauthn.js'

export interface PasskeyFlowDeps {
  api: PasskeyApi
  webauthn: WebAuthn
  prompt: PasskeyPrompt
  wallet: Pick<WalletKeys, 'openRecoveryShare' | 'setUpWithRecoveryShare'>
}

export interface PasskeyFlow {
  /**
   * ADD_PASSKEY: the passkey made, the recovery share sealed to it and swapped in at the cloud. A
   * social or Farcaster user's share opens with `login`, the proof of their login in this page.
   */
  add(session: StoredSession, login?: LoginProof): Promise<void>
  /** CONNECT_PASSKEY: the session the passkey opened, with this device able to sign. */
  connect(
    login: { deviceId: string; dapp: string },
    keep: (session: StoredSession) => void,
  ): Promise<StoredSession>
}

export function createPasskeyFlow(deps: PasskeyFlowDeps): PasskeyFlow {
  return {
    async add(session, login) {
      // First the mailed code (the screen for it), so the passkey's click comes last and stays fresh.
      const recovery = await deps.wallet.openRecoveryShare(session, login)
      try {
        const options = await deps.api.registrationOptions(session.token)
        const made = await deps.prompt.ask('add', () => deps.webauthn.create(options))
        // Browsers that do not evaluate PRF while creating give it on the passkey's first use.
        const prf =
          made.prf ??
          (await deps.webauthn.get({ challenge: localChallenge(), rpId: options.rp.id }, made.json.id)).prf
        if (!prf) throw new PasskeyPrfUnsupportedError()
        try {
          const sealed = await sealToPasskey(recovery, prf, session.userId)
          await deps.api.register(session.token, {
            response: made.json,
            recoveryShareSealed: toBase64(sealed),
          })
        } finally {
          prf.fill(0)
        }
      } finally {
        recovery.fill(0)
      }
    },
    async connect({ deviceId, dapp }, keep) {
      const options = await deps.api.loginOptions()
      const used = await deps.prompt.ask('login', () => deps.webauthn.get(options))
      const prf = used.prf
      if (!prf) throw new PasskeyPrfUnsupportedError()
      try {
        const login = await deps.api.login(used.json, deviceId, dapp)
        const session = {
          token: login.sessionToken,
          userId: login.user.id,
          ...(login.user.email ? { email: login.user.email } : {}),
          expiresAt: login.expiresAt,
        }
        const recovery = await openWithPasskey(fromBase64(login.recoveryShareSealed), prf, session.userId)
        await deps.wallet.setUpWithRecoveryShare(session, recovery)
        // Kept only once this device can sign: a login whose share did not open is no login here.
        keep(session)
        return session
      } finally {
        prf.fill(0)
      }
    },
  }
}
