import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import type { AuthContext, Caller } from '../auth-context.js'
import type { PasskeyLogin } from '../passkey-schemas.js'
import { hashToken, newToken } from '../secrets.js'
import { verifyDevice } from '../store/devices.js'
import { advanceCounter, findPasskey, saveChallenge, takeChallenge } from '../store/passkeys.js'
import { createSession } from '../store/sessions.js'
import { findUserById } from '../store/users.js'
import { readWallet } from '../store/wallets.js'
import { guardCheck } from './guard-send.js'
import { challengeOf, passkeyInvalid } from './passkey-challenge.js'

export interface PasskeyLoginAnswer {
  sessionToken: string
  /** ISO 8601. */
  expiresAt: string
  user: { id: string; email: string | null }
  /** The recovery share sealed to this passkey: the page opens it with the passkey's PRF output. */
  recoveryShareSealed: string
}

/**
 * POST /passkey/login/options: a challenge for whichever passkey of this site the browser offers
 * (no account named: the passkey says whose it is). Counted like a code check, since each one
 * writes a row.
 */
export async function passkeyLoginOptions(
  ctx: AuthContext,
  caller: Caller,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await guardCheck(ctx, caller)
  const options = await generateAuthenticationOptions({
    rpID: ctx.relyingParty.id,
    userVerification: 'required',
  })
  const now = ctx.now()
  await saveChallenge(
    ctx.db,
    { value: options.challenge, purpose: 'login', expiresAt: now + ctx.limits.passkeyChallengeTtlMs },
    now,
  )
  return options
}

/**
 * POST /passkey/login: a passkey's signature over a live challenge of ours opens a session for its
 * owner on the device (which it verifies, as a login code does) and gives the sealed recovery share.
 * The challenge is used up first and the counter moved only from the value read, so an answer
 * replayed, on this instance or another, is refused.
 */
export async function loginWithPasskey(
  ctx: AuthContext,
  caller: Caller,
  body: PasskeyLogin,
): Promise<PasskeyLoginAnswer> {
  await guardCheck(ctx, caller)
  const challenge = challengeOf(body.response.response.clientDataJSON)
  const now = ctx.now()
  if (!(await takeChallenge(ctx.db, { value: challenge, purpose: 'login' }, now))) throw passkeyInvalid()
  const passkey = await findPasskey(ctx.db, body.response.id)
  if (!passkey) throw passkeyInvalid()
  const verified = await verifyAuthenticationResponse({
    response: body.response,
    expectedChallenge: challenge,
    expectedOrigin: ctx.relyingParty.origin,
    expectedRPID: ctx.relyingParty.id,
    // In the dapp's page (a frame), the browser names that page: it must be the dapp the secure site
    // vouched for. Without one, only an answer made on the secure site's own page passes.
    ...(body.dapp === undefined ? {} : { expectedTopOrigin: body.dapp }),
    credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter },
    // The person, not just someone holding the device: the passkey alone opens the wallet.
    requireUserVerification: true,
  }).catch((cause: unknown) => {
    throw passkeyInvalid(cause)
  })
  if (!verified.verified) throw passkeyInvalid()
  const counter = {
    credentialId: passkey.credentialId,
    from: passkey.counter,
    to: verified.authenticationInfo.newCounter,
  }
  if (!(await advanceCounter(ctx.db, counter, now))) throw passkeyInvalid()

  const user = await findUserById(ctx.db, passkey.userId)
  const wallet = await readWallet(ctx.db, passkey.userId)
  if (!user || !wallet) throw passkeyInvalid()
  await verifyDevice(ctx.db, user.id, body.deviceId, now)
  const sessionToken = newToken()
  const expiresAt = now + ctx.limits.sessionTtlMs
  await createSession(
    ctx.db,
    { tokenHash: hashToken(ctx.secret, sessionToken), userId: user.id, deviceId: body.deviceId, expiresAt },
    now,
  )
  return {
    sessionToken,
    expiresAt: new Date(expiresAt).toISOString(),
    user: { id: user.id, email: user.email },
    recoveryShareSealed: wallet.recoveryShareSealed,
  }
}
