import type { FrameHandlers } from '@appkit/frame/endpoint'
import { FreshLoginRequiredError } from '../errors.js'
import { openSilentSignIn } from './finish-login.js'
import type { FrameContext } from './frame-context.js'
import { requireSession } from './session-access.js'

type PasskeyHandlers = Pick<FrameHandlers, 'ADD_PASSKEY' | 'CONNECT_PASSKEY'>

/**
 * Passkeys: ADD_PASSKEY for the person logged in here (a social or Farcaster user with the proof
 * of the login made in this page), CONNECT_PASSKEY for a login with the passkey
 * alone. Their code (WebAuthn, the screen, the PRF seal) loads on the first of them.
 */
export function passkeyHandlers(ctx: FrameContext): PasskeyHandlers {
  return {
    async ADD_PASSKEY() {
      const session = requireSession(ctx)
      const login = ctx.state.loginProof?.userId === session.userId ? ctx.state.loginProof.proof : undefined
      if ((session.social || session.farcaster) && !login) throw new FreshLoginRequiredError()
      await (await ctx.passkeys()).add(session, login)
      return undefined
    },
    async CONNECT_PASSKEY() {
      const flow = await ctx.passkeys()
      ctx.state.pendingLogin = undefined
      await flow.connect({ deviceId: ctx.deviceId, dapp: ctx.parentOrigin }, (session) =>
        ctx.sessions.write(session),
      )
      openSilentSignIn(ctx)
      return undefined
    },
  }
}
