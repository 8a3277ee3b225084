import { NotConnectedToEmailError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { emailUpdateHandlers } from './email-update-handlers.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }

describe('email update handlers', () => {
  it('move the account to the new email in three steps, and keep it in the session', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    const login = loginHandlers(ctx)
    await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context)
    await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
    const handlers = emailUpdateHandlers(ctx)
    expect(await handlers.UPDATE_EMAIL({ email: 'ada@new.example' }, context)).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    expect(await handlers.UPDATE_EMAIL_PRIMARY_OTP({ otp: '111111' }, context)).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    expect(await handlers.UPDATE_EMAIL_SECONDARY_OTP({ otp: '222222' }, context)).toEqual({
      newEmail: 'ada@new.example',
    })
    expect(ctx.sessions.read()?.email).toBe('ada@new.example')
  })

  it('need a login', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    expect(() => emailUpdateHandlers(ctx).UPDATE_EMAIL({ email: 'a@b.example' }, context)).toThrow(
      NotConnectedToEmailError,
    )
  })
})
