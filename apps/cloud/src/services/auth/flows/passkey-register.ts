import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { AuthContext } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import type { PasskeyRegistration } from '../passkey-schemas.js'
import {
  hasPasskey,
  insertPasskey,
  replaceRecoveryShare,
  saveChallenge,
  takeChallenge,
} from '../store/passkeys.js'
import type { Session } from '../store/sessions.js'
import { readWallet } from '../store/wallets.js'
import { challengeOf, passkeyInvalid } from './passkey-challenge.js'

const passkeyExists = () =>
  new AuthError(
    'PASSKEY_EXISTS',
    'This account has a passkey already. Log in with it, or keep using your email.',
  )
const noWallet = () =>
  new AuthError('WALLET_NOT_FOUND', 'This account has no wallet yet: log in once with your email first.')

/**
 * POST /passkey/register/options: what the page passes to navigator.credentials.create. A passkey
 * the browser keeps and offers by itself (resident key: a later login names no account), the PRF
 * extension asked for (the page seals the recovery share with it), the challenge kept for one use.
 */
export async function passkeyRegistrationOptions(
  ctx: AuthContext,
  session: Session,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user } = session
  if (!(await readWallet(ctx.db, user.id))) throw noWallet()
  if (await hasPasskey(ctx.db, user.id)) throw passkeyExists()
  const options = await generateRegistrationOptions({
    rpName: ctx.relyingParty.name,
    rpID: ctx.relyingParty.id,
    // A social or Farcaster account has no email: the authenticator lists it by a name of its own.
    userName: user.email ?? `AppKit wallet ${user.id.slice(0, 8)}`,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    // Required: the PRF output the share is sealed with differs with and without verification.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    extensions: { prf: {} },
  })
  const now = ctx.now()
  await saveChallenge(
    ctx.db,
    {
      value: options.challenge,
      purpose: 'register',
      userId: user.id,
      expiresAt: now + ctx.limits.passkeyChallengeTtlMs,
    },
    now,
  )
  return options
}

/**
 * POST /passkey/register: the passkey is kept, and in the same transaction the wallet's recovery
 * share becomes the one sealed to it: the copy the secure site's server sealed is gone, so the two
 * servers' data together no longer rebuild the key.
 */
export async function registerPasskey(
  ctx: AuthContext,
  session: Session,
  body: PasskeyRegistration,
): Promise<{ credentialId: string }> {
  const challenge = challengeOf(body.response.response.clientDataJSON)
  const now = ctx.now()
  if (!(await takeChallenge(ctx.db, { value: challenge, purpose: 'register', userId: session.user.id }, now)))
    throw passkeyInvalid()
  const verified = await verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: challenge,
    expectedOrigin: ctx.relyingParty.origin,
    expectedRPID: ctx.relyingParty.id,
    requireUserVerification: true,
  }).catch((cause: unknown) => {
    throw passkeyInvalid(cause)
  })
  if (!verified.verified) throw passkeyInvalid()
  const { credential } = verified.registrationInfo
  await ctx.db.transaction(async (tx) => {
    const added = await insertPasskey(
      tx,
      {
        credentialId: credential.id,
        userId: session.user.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      },
      now,
    )
    if (!added) throw passkeyExists()
    if (!(await replaceRecoveryShare(tx, session.user.id, body.recoveryShareSealed))) throw noWallet()
  })
  return { credentialId: credential.id }
}
