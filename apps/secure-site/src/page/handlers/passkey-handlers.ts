import type { FrameHandlers } from '@appkit/frame/endpoint'
import { openSilentSignIn } from './finish-login.js'
import type { FrameContext } from './frame-context.js'
import { requireSession } from './session-access.js'

type PasskeyHandlers = Pick<FrameHandlers, 'ADD_PASSKEY' | 'CONNECT_PASSKEY'>

/**
 * Passkeys: ADD_PASSKEY for the person logged in here, CONNECT_PASSKEY for a login with the passkey
 * alone. Their code (WebAuthn, the screen, the PRF seal) loads on the first of them.
 */
export function passkeyHandlers(ctx: FrameContext): PasskeyHandlers {
  return {
    async ADD_PASSKEY() {
      const session = requireSession(ctx)
      await (await ctx.passkeys()).add(session)
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
