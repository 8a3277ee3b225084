import type { AuthContext, Caller } from '../auth-context.js'
import { AuthError } from '../auth-error.js'
import { normalizeEmail } from '../email-address.js'
import { currentEmailCodeMail, newEmailCodeMail } from '../mail-templates.js'
import type { Session } from '../store/sessions.js'
import { changeEmail, findUserByEmail } from '../store/users.js'
import { guardCheck, guardFollowUp, guardSend } from './guard-send.js'
import { consumeCode, currentEmailKey, issueCode, newEmailKey } from './one-time-code.js'

// Spec §4: email update answers VERIFY_PRIMARY_OTP, then VERIFY_SECONDARY_OTP, then the new email.
// Both addresses prove themselves: the current one that its owner wants the change, the new one
// that it can receive the codes from now on.

const emailTaken = () => new AuthError('EMAIL_TAKEN', 'This email address is used by another account.')

/** POST /email/update/start: a code to the current address, naming the new one. */
export async function startEmailUpdate(
  ctx: AuthContext,
  caller: Caller,
  session: Session,
  body: { newEmail: string },
): Promise<{ action: 'VERIFY_PRIMARY_OTP' }> {
  const newEmail = normalizeEmail(body.newEmail)
  const { id, email } = session.user
  // A social login's user has no address to prove the change from (AUTH.md, "Social login").
  if (email === null) throw new AuthError('BAD_REQUEST', 'This account logs in without an email to change')
  if (newEmail === email) throw new AuthError('BAD_REQUEST', 'newEmail: is already this account’s email')
  if (await findUserByEmail(ctx.db, newEmail)) throw emailTaken()
  await guardSend(ctx, caller, email, () =>
    issueCode(ctx, { key: currentEmailKey(id), email, userId: id, newEmail }, (code, minutes) =>
      currentEmailCodeMail(email, code, minutes, newEmail),
    ),
  )
  return { action: 'VERIFY_PRIMARY_OTP' }
}

/** POST /email/update/primary: the current address's code; then a code to the new address. */
export async function confirmCurrentEmail(
  ctx: AuthContext,
  caller: Caller,
  session: Session,
  body: { otp: string },
): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  await guardCheck(ctx, caller)
  const { id } = session.user
  const code = await consumeCode(ctx, currentEmailKey(id), body.otp)
  const newEmail = code.newEmail!
  if (await findUserByEmail(ctx.db, newEmail)) throw emailTaken()
  await guardFollowUp(ctx, newEmail, () =>
    issueCode(ctx, { key: newEmailKey(id), email: newEmail, userId: id, newEmail }, (otp, minutes) =>
      newEmailCodeMail(newEmail, otp, minutes),
    ),
  )
  return { action: 'VERIFY_SECONDARY_OTP' }
}

/** POST /email/update/secondary: the new address's code; the account moves to it. */
export async function confirmNewEmail(
  ctx: AuthContext,
  caller: Caller,
  session: Session,
  body: { otp: string },
): Promise<{ email: string }> {
  await guardCheck(ctx, caller)
  const code = await consumeCode(ctx, newEmailKey(session.user.id), body.otp)
  const newEmail = code.newEmail!
  // Taken meanwhile by another account's own update or first login: the unique email decides.
  if (!(await changeEmail(ctx.db, session.user.id, newEmail))) throw emailTaken()
  return { email: newEmail }
}
