import type { FrameHandlers } from '@appkit/frame/endpoint'
import type { FrameContext } from './frame-context.js'
import { requireSession } from './session-access.js'

type EmailUpdateHandlers = Pick<
  FrameHandlers,
  'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP'
>

/**
 * Spec §4's email update, each step the cloud's: a code to the current address (VERIFY_PRIMARY_OTP),
 * then one to the new address (VERIFY_SECONDARY_OTP), then the new email, kept in the session here.
 */
export function emailUpdateHandlers(ctx: FrameContext): EmailUpdateHandlers {
  return {
    UPDATE_EMAIL: ({ email }) => ctx.authApi.startEmailUpdate(requireSession(ctx).token, email),
    UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => ctx.authApi.confirmCurrentEmail(requireSession(ctx).token, otp),
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const session = requireSession(ctx)
      const { email } = await ctx.authApi.confirmNewEmail(session.token, otp)
      ctx.sessions.write({ ...session, email })
      return { newEmail: email }
    },
  }
}
