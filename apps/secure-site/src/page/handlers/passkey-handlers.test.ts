import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { fromBase64 } from '../../shared/base64.js'
import { fakeAuthenticator } from '../passkey/fake-authenticator.test-helper.js'
import { isPasskeySealed } from '../passkey/prf-seal.js'
import { signPersonalMessage } from '../signing/evm-signing.js'
import { evmKeyOf } from '../wallet/wallet-secret.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'
import { passkeyHandlers } from './passkey-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }
const EMAIL = 'ada@example.com'

/** A person who logged in with their email on their laptop and added a passkey there. */
async function withPasskey() {
  const cloud = fakeCloud()
  const laptop = await fakeFrameContext(cloud)
  const login = loginHandlers(laptop.ctx)
  await login.CONNECT_EMAIL({ email: EMAIL }, context)
  await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
  const serverSealed = cloud.wallets.get('user-1')!.recoveryShareSealed
  await passkeyHandlers(laptop.ctx).ADD_PASSKEY(undefined, context)
  return { cloud, laptop, serverSealed }
}

describe('passkey handlers', () => {
  it('add a passkey: the cloud’s recovery share is now the one sealed to it, in place of the server-sealed one', async () => {
    const { cloud, serverSealed } = await withPasskey()
    const now = cloud.wallets.get('user-1')!.recoveryShareSealed
    expect(now).not.toBe(serverSealed)
    expect(isPasskeySealed(fromBase64(now))).toBe(true)
    expect(cloud.passkeyOwners.size).toBe(1)
  })

  it('log in on a new browser with the passkey alone, and sign as the account', async () => {
    const { cloud, laptop } = await withPasskey()
    const address = laptop.ctx.wallet.addresses('user-1')!.evmAddress
    const phone = await fakeFrameContext(cloud, {
      deviceId: 'device-phone-00000000000',
      authenticator: laptop.authenticator,
    })
    await passkeyHandlers(phone.ctx).CONNECT_PASSKEY(undefined, context)
    const session = phone.ctx.sessions.read()!
    expect(session).toMatchObject({ userId: 'user-1', email: EMAIL })
    // The cloud checks the browser's top origin against the dapp this frame verified.
    expect(cloud.logins).toEqual([{ deviceId: 'device-phone-00000000000', dapp: 'https://dapp.example' }])
    expect(phone.ctx.wallet.addresses('user-1')?.evmAddress).toBe(address)
    const signature = await phone.ctx.wallet.withSecret(session, async (secret) =>
      signPersonalMessage(evmKeyOf(secret), 'hello'),
    )
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(address)
  })

  it('tell an email login on a new device of a passkey user to use the passkey (no code is mailed)', async () => {
    const { cloud } = await withPasskey()
    const phone = await fakeFrameContext(cloud, { deviceId: 'device-phone-00000000000' })
    cloud.approveDevice(EMAIL, 'device-phone-00000000000')
    const login = loginHandlers(phone.ctx)
    await login.CONNECT_EMAIL({ email: EMAIL }, context)
    await expect(login.CONNECT_OTP({ otp: LOGIN_CODE }, context)).rejects.toMatchObject({
      code: 'PASSKEY_REQUIRED',
    })
  })

  it('refuse a passkey without PRF: nothing registered, the server-sealed share stays', async () => {
    const cloud = fakeCloud()
    const laptop = await fakeFrameContext(cloud, { authenticator: fakeAuthenticator({ withoutPrf: true }) })
    const login = loginHandlers(laptop.ctx)
    await login.CONNECT_EMAIL({ email: EMAIL }, context)
    await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
    const before = cloud.wallets.get('user-1')!.recoveryShareSealed
    await expect(passkeyHandlers(laptop.ctx).ADD_PASSKEY(undefined, context)).rejects.toMatchObject({
      code: 'PASSKEY_PRF_UNSUPPORTED',
    })
    expect(cloud.wallets.get('user-1')!.recoveryShareSealed).toBe(before)
    expect(cloud.passkeyOwners.size).toBe(0)
  })

  it('keep no session when the share the cloud gives back does not open with the passkey', async () => {
    const { cloud, laptop, serverSealed } = await withPasskey()
    // A cloud that hands back another blob (the old server-sealed one) cannot get a device to log in.
    cloud.wallets.set('user-1', { ...cloud.wallets.get('user-1')!, recoveryShareSealed: serverSealed })
    const phone = await fakeFrameContext(cloud, {
      deviceId: 'device-phone-00000000000',
      authenticator: laptop.authenticator,
    })
    await expect(passkeyHandlers(phone.ctx).CONNECT_PASSKEY(undefined, context)).rejects.toMatchObject({
      code: 'WALLET_SHARES_MISMATCH',
    })
    expect(phone.ctx.sessions.read()).toBeUndefined()
    expect(phone.ctx.wallet.addresses('user-1')).toBeUndefined()
  })

  it('ask for a login before adding a passkey', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    await expect(passkeyHandlers(ctx).ADD_PASSKEY(undefined, context)).rejects.toThrow(
      'Not connected to email or social',
    )
  })
})
