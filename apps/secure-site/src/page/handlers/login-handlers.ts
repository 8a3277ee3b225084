import type { FrameHandlers } from '@appkit/frame/endpoint'
import { isSessionGone } from '../cloud/auth-api.js'
import { DeviceNotApprovedError, LoginEmailMismatchError, LoginNotStartedError } from '../errors.js'
import { sessionIdentity } from '../storage/session-store.js'
import { finishLogin } from './finish-login.js'
import type { FrameContext } from './frame-context.js'

type LoginHandlers = Pick<
  FrameHandlers,
  'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_OTP' | 'IS_CONNECTED' | 'SIGN_OUT'
>

const sameEmail = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase()

/** True when the cloud still knows the stored session; a session it forgot is removed here too. */
async function isLive(ctx: FrameContext, token: string): Promise<boolean> {
  try {
    await ctx.authApi.session(token)
    return true
  } catch (error) {
    if (!isSessionGone(error)) throw error
    ctx.sessions.remove()
    return false
  }
}

/**
 * Email login (spec §4): CONNECT_EMAIL answers VERIFY_OTP, VERIFY_DEVICE (then CONNECT_DEVICE waits
 * for the approval link) or CONNECT (already logged in here as that user); CONNECT_OTP opens the
 * session and sets the wallet up (finish-login.ts, as a social login does). SIGN_OUT ends the
 * session, email or social, and keeps this device's key share.
 */
export function loginHandlers(ctx: FrameContext): LoginHandlers {
  const pendingEmail = () => {
    const login = ctx.state.pendingLogin
    if (!login) throw new LoginNotStartedError()
    return login.email
  }
  return {
    async CONNECT_EMAIL({ email }) {
      const current = ctx.sessions.read()
      if (
        current &&
        !current.social &&
        sameEmail(current.email, email) &&
        (await isLive(ctx, current.token))
      ) {
        await finishLogin(ctx, current)
        return { action: 'CONNECT' }
      }
      ctx.state.pendingLogin = { email }
      return ctx.authApi.startEmail(email, ctx.deviceId)
    },
    async CONNECT_DEVICE(_payload, { signal }) {
      const { action } = await ctx.authApi.waitForDevice(pendingEmail(), ctx.deviceId, signal)
      // The cloud stopped waiting (spec §9: 120 s) without the link being opened.
      if (action !== 'VERIFY_OTP') throw new DeviceNotApprovedError()
      return undefined
    },
    async CONNECT_OTP({ otp }) {
      const email = pendingEmail()
      const login = await ctx.authApi.verifyEmail(email, ctx.deviceId, otp)
      // The email is sealed with the recovery share and its codes go there: it must be the one the
      // person typed, not whatever a cloud answers.
      if (!sameEmail(login.user.email, email)) {
        throw new LoginEmailMismatchError({
          details: `Typed ${email}, the cloud answered ${login.user.email}`,
        })
      }
      const session = {
        token: login.sessionToken,
        userId: login.user.id,
        email: login.user.email,
        expiresAt: login.expiresAt,
      }
      ctx.sessions.write(session)
      ctx.state.pendingLogin = undefined
      await finishLogin(ctx, session)
      return undefined
    },
    async IS_CONNECTED() {
      const session = ctx.sessions.read()
      if (!session || !(await isLive(ctx, session.token))) return { isConnected: false }
      if (!ctx.wallet.addresses(session.userId)) {
        // A social or Farcaster user's share comes to a device only with a fresh login: log in again.
        if (sessionIdentity(session).kind !== 'email') {
          ctx.sessions.remove()
          return { isConnected: false }
        }
        await ctx.wallet.setUp(session)
      }
      return { isConnected: true }
    },
    async SIGN_OUT() {
      const session = ctx.sessions.read()
      // This device is signed out whatever the cloud answers; its key share stays for next time.
      ctx.sessions.remove()
      ctx.state.pendingLogin = undefined
      ctx.state.silentSignInUntil = undefined
      ctx.state.loginProof = undefined
      ctx.gate.cancelAll()
      if (!session) return undefined
      await ctx.authApi.signOut(session.token).catch((error: unknown) => {
        if (!isSessionGone(error)) ctx.warn(`Sign-out at the cloud failed: ${String(error)}`)
      })
      return undefined
    },
  }
}
