import { NotConnectedToEmailError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'
import { requireSession, requireWallet } from './session-access.js'

const context = { id: 'id', signal: new AbortController().signal }

describe('session access', () => {
  it("is 'Not connected to email or social' without a login", async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    expect(() => requireSession(ctx)).toThrow(NotConnectedToEmailError)
    await expect(requireWallet(ctx)).rejects.toBeInstanceOf(NotConnectedToEmailError)
  })

  it('sets the wallet up again when this device lost its share', async () => {
    const { ctx, storage } = await fakeFrameContext(fakeCloud())
    const login = loginHandlers(ctx)
    await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context)
    await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
    const { addresses } = await requireWallet(ctx)
    storage.map.delete('appkit-secure-site/wallet/user-1')
    expect((await requireWallet(ctx)).addresses).toEqual(addresses)
    expect(storage.map.has('appkit-secure-site/wallet/user-1')).toBe(true)
  })
})
