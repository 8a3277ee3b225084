import { ConnectionRejectedError } from '@appkit/common'
import type { FrameHandlers } from '@appkit/frame/endpoint'
import { SocialLoginFailedError, SocialLoginNotStartedHereError } from '../errors.js'
import type { StoredSession } from '../storage/session-store.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import { frameUser } from './account-handlers.js'
import { finishLogin } from './finish-login.js'
import type { FrameContext } from './frame-context.js'
import { switchChain } from './frame-state.js'
import { codeChallenge, randomToken } from './pkce.js'
import { readSocialResult } from './social-result.js'

type SocialHandlers = Pick<FrameHandlers, 'CONNECT_SOCIAL' | 'GET_SOCIAL_REDIRECT_URI'>

/**
 * Social login (spec §2, §4): GET_SOCIAL_REDIRECT_URI makes the state, nonce and PKCE verifier,
 * keeps them here and answers the provider's URL for the popup; CONNECT_SOCIAL takes the popup's
 * result, only for a state this frame issued, has this site's server redeem the code and verify
 * the ID token, logs in at the cloud with it, and sets the wallet up as an email login does.
 */
export function socialHandlers(ctx: FrameContext): SocialHandlers {
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const codeVerifier = randomToken()
      const nonce = randomToken()
      const { uri, state } = await ctx.social.authorize({
        provider,
        state: randomToken(),
        nonce,
        codeChallenge: await codeChallenge(codeVerifier),
        dappOrigin: ctx.parentOrigin,
        projectId: ctx.projectId,
      })
      ctx.socialLogins.add(state, { provider, nonce, codeVerifier })
      return { uri }
    },
    async CONNECT_SOCIAL({ uri, chainId }) {
      const result = readSocialResult(uri, ctx.siteOrigin)
      const pending = ctx.socialLogins.take(result.state)
      if (!pending) throw new SocialLoginNotStartedHereError({ details: 'Unknown or used state' })
      // RFC 6749 §4.1.2.1: the person pressed Deny (or closed the consent).
      if (result.error === 'access_denied') throw new ConnectionRejectedError()
      if (result.error !== undefined || result.code === undefined) {
        throw new SocialLoginFailedError({ details: `The provider answered ${result.error ?? 'no code'}` })
      }
      const login = await ctx.social.token({
        provider: pending.provider,
        code: result.code,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
      })
      const answer = await ctx.authApi.socialLogin(login.idToken, ctx.deviceId)
      const email = answer.user.email ?? (login.emailVerified ? login.email : undefined)
      const session: StoredSession = {
        token: answer.sessionToken,
        userId: answer.user.id,
        ...(email ? { email } : {}),
        social: { provider: pending.provider, userName: login.userName },
        expiresAt: answer.expiresAt,
      }
      let addresses: WalletAddresses
      try {
        addresses = await finishLogin(ctx, session, {
          idToken: login.idToken,
          recoveryGrant: login.recoveryGrant,
        })
      } catch (error) {
        // Kept only once the wallet is here: a social share cannot be brought later without a new login.
        await ctx.authApi.signOut(session.token).catch(() => undefined)
        throw error
      }
      ctx.sessions.write(session)
      if (chainId !== undefined) switchChain(ctx.state, chainId)
      return frameUser(session, addresses, ctx.state.chainId)
    },
  }
}
