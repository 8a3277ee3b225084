import type { AuthContext, Caller } from '../auth-context.js'
import { hashToken } from '../secrets.js'
import type { IdTokenVerifier } from '../social/id-token-verifier.js'
import { invalidIdToken } from '../social/id-token-verifier.js'
import type { SocialProviderName } from '../social/social-config.js'
import { useNonceOnce } from '../store/id-token-nonces.js'
import { guardCheck } from './guard-send.js'
import { type IdentityLoginAnswer, identityLogin } from './identity-login.js'

/** How this service accepts social logins (AUTH.md, "Social login"). */
export interface SocialAuth {
  verifier: IdTokenVerifier
  linkByEmail: boolean
}

export interface SocialLoginAnswer extends IdentityLoginAnswer {
  provider: SocialProviderName
  userName: string | null
  /** The address the provider verified, when it gave one. */
  email?: string
}

/**
 * POST /social/login: an ID token the secure site got from a provider, verified here again (the
 * caller is not trusted), used once, then a session for its (issuer, subject) on the device.
 */
export async function socialLogin(
  ctx: AuthContext,
  caller: Caller,
  social: SocialAuth,
  body: { idToken: string; deviceId: string },
): Promise<SocialLoginAnswer> {
  await guardCheck(ctx, caller)
  const now = ctx.now()
  const token = await social.verifier.verify(body.idToken, now)
  const nonceHash = hashToken(ctx.secret, `id-token-nonce\u0000${token.issuer}\u0000${token.nonce}`)
  if (!(await useNonceOnce(ctx.db, nonceHash, token.acceptableUntil, now))) {
    throw invalidIdToken('its nonce was used already (a replay)')
  }
  const answer = await identityLogin(
    ctx,
    {
      issuer: token.issuer,
      subject: token.subject,
      displayName: token.userName,
      verifiedEmail: token.verifiedEmail,
    },
    body.deviceId,
    { linkByEmail: social.linkByEmail },
  )
  return {
    ...answer,
    provider: token.provider,
    userName: token.userName,
    ...(token.verifiedEmail === null ? {} : { email: token.verifiedEmail }),
  }
}
