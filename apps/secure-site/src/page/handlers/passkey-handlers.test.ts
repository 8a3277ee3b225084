import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { fromBase64 } from '../../shared/base64.js'
import { fakeAuthenticator } from '../passkey/fake-authenticator.test-helper.js'
import { isPasskeySealed } from '../passkey/prf-seal.js'
import { signPersonalMessage } from '../signing/evm-signing.js'
import { evmKeyOf } from '../wallet/wallet-secret.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { farcasterHandlers } from './farcaster-handlers.js'
import { createFrameState } from './frame-state.js'
import { loginHandlers } from './login-handlers.js'
import { passkeyHandlers } from './passkey-handlers.js'
import { socialHandlers } from './social-handlers.js'

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

/** A person who logged in with Google (as `subject`) in this page. */
async function socialLogin(cloud = fakeCloud(), subject = 'ada') {
  const laptop = await fakeFrameContext(cloud)
  const social = socialHandlers(laptop.ctx)
  const { uri } = await social.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, context)
  await social.CONNECT_SOCIAL({ uri: await cloud.issuer.consent(uri, subject) }, context)
  return { cloud, laptop }
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

  it('let a social user add a passkey with their login in this page, no code mailed; the passkey alone then logs in and signs', async () => {
    const { cloud, laptop } = await socialLogin()
    const session = laptop.ctx.sessions.read()!
    const address = laptop.ctx.wallet.addresses(session.userId)!.evmAddress
    await passkeyHandlers(laptop.ctx).ADD_PASSKEY(undefined, context)
    expect(isPasskeySealed(fromBase64(cloud.wallets.get(session.userId)!.recoveryShareSealed))).toBe(true)
    const phone = await fakeFrameContext(cloud, {
      deviceId: 'device-phone-00000000000',
      authenticator: laptop.authenticator,
    })
    await passkeyHandlers(phone.ctx).CONNECT_PASSKEY(undefined, context)
    const there = phone.ctx.sessions.read()!
    expect(there.userId).toBe(session.userId)
    const signature = await phone.ctx.wallet.withSecret(there, async (secret) =>
      signPersonalMessage(evmKeyOf(secret), 'hello'),
    )
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(address)
  })

  it('let a Farcaster user add a passkey with the approval of their login in this page', async () => {
    const cloud = fakeCloud()
    const laptop = await fakeFrameContext(cloud)
    const farcaster = farcasterHandlers(laptop.ctx, {
      pollMs: 1,
      waitMs: 1000,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    })
    await farcaster.GET_FARCASTER_URI(undefined, context)
    const waiting = farcaster.CONNECT_FARCASTER(undefined, context)
    await cloud.farcaster.approve(0)
    await waiting
    const { userId } = laptop.ctx.sessions.read()!
    await passkeyHandlers(laptop.ctx).ADD_PASSKEY(undefined, context)
    expect(isPasskeySealed(fromBase64(cloud.wallets.get(userId)!.recoveryShareSealed))).toBe(true)
  })

  it('tell a social user whose page reloaded to log in again (an old session opens nothing); signing out drops the proof', async () => {
    const { cloud, laptop } = await socialLogin()
    const userId = laptop.ctx.sessions.read()!.userId
    const before = cloud.wallets.get(userId)!.recoveryShareSealed
    // A reload: the page's memory (the login's proof) is gone; its storage (the session) stays.
    const reloaded = { ...laptop.ctx, state: createFrameState(31337) }
    await expect(passkeyHandlers(reloaded).ADD_PASSKEY(undefined, context)).rejects.toMatchObject({
      code: 'FRESH_LOGIN_REQUIRED',
    })
    await loginHandlers(laptop.ctx).SIGN_OUT(undefined, context)
    expect(laptop.ctx.state.loginProof).toBeUndefined()
    expect(cloud.wallets.get(userId)!.recoveryShareSealed).toBe(before)
    expect(cloud.passkeyOwners.size).toBe(0)
  })

  it("never open a social user's share with another person's login proof left in the page", async () => {
    const cloud = fakeCloud()
    const { laptop } = await socialLogin(cloud, 'mallory')
    const mallory = laptop.ctx.state.loginProof
    // A proof of another account's login, left in the page: it must not serve Ada's account.
    const { laptop: ada } = await socialLogin(cloud, 'ada')
    const adaId = ada.ctx.sessions.read()!.userId
    const before = cloud.wallets.get(adaId)!.recoveryShareSealed
    ada.ctx.state.loginProof = mallory
    await expect(passkeyHandlers(ada.ctx).ADD_PASSKEY(undefined, context)).rejects.toMatchObject({
      code: 'FRESH_LOGIN_REQUIRED',
    })
    expect(cloud.wallets.get(adaId)!.recoveryShareSealed).toBe(before)
  })

  it('ask for a login before adding a passkey', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    await expect(passkeyHandlers(ctx).ADD_PASSKEY(undefined, context)).rejects.toThrow(
      'Not connected to email or social',
    )
  })
})
