import { describe, expect, it } from 'vitest'
import { DeviceNotApprovedError, LoginNotStartedError } from '../errors.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'

const signal = new AbortController().signal
const context = { id: 'id', signal }
const EMAIL = 'ada@example.com'

async function logIn(handlers: ReturnType<typeof loginHandlers>) {
  expect(await handlers.CONNECT_EMAIL({ email: EMAIL }, context)).toEqual({ action: 'VERIFY_OTP' })
  await handlers.CONNECT_OTP({ otp: LOGIN_CODE }, context)
}

describe('login handlers', () => {
  it('log a new user in with a code and set the wallet up', async () => {
    const cloud = fakeCloud()
    const { ctx, storage } = await fakeFrameContext(cloud)
    const handlers = loginHandlers(ctx)
    expect(await handlers.IS_CONNECTED(undefined, context)).toEqual({ isConnected: false })
    await logIn(handlers)
    expect(ctx.sessions.read()).toMatchObject({ email: EMAIL, userId: 'user-1' })
    expect(cloud.wallets.has('user-1')).toBe(true)
    expect(storage.map.has('appkit-secure-site/wallet/user-1')).toBe(true)
    expect(await handlers.IS_CONNECTED(undefined, context)).toEqual({ isConnected: true })
  })

  it('a cloud answering a login for another address (to get the recovery codes) is refused: no session kept, no wallet made', async () => {
    const cloud = fakeCloud()
    const { ctx, storage } = await fakeFrameContext(cloud)
    const verifyEmail = cloud.authApi.verifyEmail
    cloud.authApi.verifyEmail = async (...args) => {
      const login = await verifyEmail(...args)
      return { ...login, user: { ...login.user, email: 'attacker@evil.test' } }
    }
    const handlers = loginHandlers(ctx)
    await handlers.CONNECT_EMAIL({ email: EMAIL }, context)
    await expect(handlers.CONNECT_OTP({ otp: LOGIN_CODE }, context)).rejects.toMatchObject({
      code: 'LOGIN_EMAIL_MISMATCH',
    })
    expect(ctx.sessions.read()).toBeUndefined()
    expect(cloud.wallets.size).toBe(0)
    expect([...storage.map.keys()].filter((key) => key.includes('/wallet/'))).toEqual([])
  })

  it('answer CONNECT for the user already logged in on this device', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    const handlers = loginHandlers(ctx)
    await logIn(handlers)
    expect(await handlers.CONNECT_EMAIL({ email: 'ADA@example.com ' }, context)).toEqual({
      action: 'CONNECT',
    })
  })

  it('make a known user’s new device wait for the approval link, then take the code', async () => {
    const cloud = fakeCloud()
    await logIn(loginHandlers((await fakeFrameContext(cloud)).ctx))
    const phone = await fakeFrameContext(cloud, { deviceId: 'device-phone-00000000000' })
    const handlers = loginHandlers(phone.ctx)
    expect(await handlers.CONNECT_EMAIL({ email: EMAIL }, context)).toEqual({ action: 'VERIFY_DEVICE' })
    await expect(handlers.CONNECT_DEVICE(undefined, context)).rejects.toBeInstanceOf(DeviceNotApprovedError)
    cloud.approveDevice(EMAIL, 'device-phone-00000000000')
    expect(await handlers.CONNECT_DEVICE(undefined, context)).toBeUndefined()
    await handlers.CONNECT_OTP({ otp: LOGIN_CODE }, context)
    // The same wallet, brought over with the sealed recovery share.
    const { evmAddress, solanaAddress } = cloud.wallets.get('user-1')!
    expect(phone.ctx.wallet.addresses('user-1')).toEqual({ evmAddress, solanaAddress })
  })

  it('refuse a code or device wait before an email, and pass on a wrong code', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    const handlers = loginHandlers(ctx)
    await expect(handlers.CONNECT_OTP({ otp: LOGIN_CODE }, context)).rejects.toBeInstanceOf(
      LoginNotStartedError,
    )
    await expect(handlers.CONNECT_DEVICE(undefined, context)).rejects.toBeInstanceOf(LoginNotStartedError)
    await handlers.CONNECT_EMAIL({ email: EMAIL }, context)
    await expect(handlers.CONNECT_OTP({ otp: '000000' }, context)).rejects.toThrow('The code is not correct.')
    expect(ctx.sessions.read()).toBeUndefined()
  })

  it('sign out: the session goes here and at the cloud, the device share stays', async () => {
    const cloud = fakeCloud()
    const { ctx, storage } = await fakeFrameContext(cloud)
    const handlers = loginHandlers(ctx)
    await logIn(handlers)
    expect(cloud.sessions.size).toBe(1)
    await handlers.SIGN_OUT(undefined, context)
    expect(ctx.sessions.read()).toBeUndefined()
    expect(cloud.sessions.size).toBe(0)
    expect(storage.map.has('appkit-secure-site/wallet/user-1')).toBe(true)
    expect(await handlers.IS_CONNECTED(undefined, context)).toEqual({ isConnected: false })
    await expect(handlers.SIGN_OUT(undefined, context)).resolves.toBeUndefined()
  })

  it('forget a session the cloud no longer knows', async () => {
    const cloud = fakeCloud()
    const { ctx } = await fakeFrameContext(cloud)
    const handlers = loginHandlers(ctx)
    await logIn(handlers)
    cloud.sessions.clear()
    expect(await handlers.IS_CONNECTED(undefined, context)).toEqual({ isConnected: false })
    expect(ctx.sessions.read()).toBeUndefined()
  })
})
