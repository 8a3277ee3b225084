import { describe, expect, it } from 'vitest'
import { SITE_ORIGIN } from '../../server/social/fake-issuer.test-helper.js'
import { accountHandlers } from './account-handlers.js'
import { fakeCloud, fakeFrameContext } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'
import { socialHandlers } from './social-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }

/** One browser: its frame asks for the provider's URL; the person consents there as `subject`. */
async function browser(cloud = fakeCloud(), deviceId?: string) {
  const frame = await fakeFrameContext(cloud, deviceId ? { deviceId } : {})
  const handlers = socialHandlers(frame.ctx)
  const popup = async (subject: string, mint?: Parameters<typeof cloud.issuer.consent>[2]) => {
    const { uri } = await handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, context)
    return cloud.issuer.consent(uri, subject, mint)
  }
  const connect = (resultUri: string) => handlers.CONNECT_SOCIAL({ uri: resultUri }, context)
  return { ...frame, handlers, popup, connect, cloud }
}

describe('social handlers', () => {
  it('log in through the provider: the wallet is made and the user has the provider’s name', async () => {
    const b = await browser()
    const user = await b.connect(await b.popup('ada'))
    expect(user).toMatchObject({
      email: 'ada@example.com',
      userName: 'ada',
      socialProvider: 'google',
      accounts: [{ address: user.address, type: 'eoa' }],
    })
    expect(b.ctx.sessions.read()).toMatchObject({ social: { provider: 'google', userName: 'ada' } })
    // Asked again (the dapp reloaded), the User still says who logged in and where.
    expect(await accountHandlers(b.ctx).GET_USER({}, context)).toMatchObject({
      address: user.address,
      userName: 'ada',
      socialProvider: 'google',
    })
    expect(await loginHandlers(b.ctx).IS_CONNECTED(undefined, context)).toEqual({ isConnected: true })
  })

  it('a second browser logging in as the same person gets the same wallet (recovery share opened by the login)', async () => {
    const first = await browser()
    const { address } = await first.connect(await first.popup('ada'))
    const second = await browser(first.cloud, 'device-other-browser-0000')
    expect((await second.connect(await second.popup('ada'))).address).toBe(address)
    const stranger = await browser(first.cloud, 'device-stranger-00000000')
    expect((await stranger.connect(await stranger.popup('bob'))).address).not.toBe(address)
  })

  it('a forged resultUri, with a state this frame never issued, is refused: nothing is redeemed, no session', async () => {
    const b = await browser()
    const theirs = await browser(b.cloud)
    const forged = await theirs.popup('mallory')
    await expect(b.connect(forged)).rejects.toMatchObject({ code: 'SOCIAL_LOGIN_NOT_STARTED_HERE' })
    await expect(b.connect(`${SITE_ORIGIN}/social/callback?code=x&state=made-up`)).rejects.toMatchObject({
      code: 'SOCIAL_LOGIN_NOT_STARTED_HERE',
    })
    await expect(b.connect('https://evil.test/social/callback?code=x&state=s')).rejects.toMatchObject({
      code: 'SOCIAL_LOGIN_NOT_STARTED_HERE',
    })
    expect(b.cloud.issuer.tokenRequests).toEqual([])
    expect(b.ctx.sessions.read()).toBeUndefined()
  })

  it('a result is used once: replaying it is refused', async () => {
    const b = await browser()
    const result = await b.popup('ada')
    await b.connect(result)
    await expect(b.connect(result)).rejects.toMatchObject({ code: 'SOCIAL_LOGIN_NOT_STARTED_HERE' })
  })

  it('a denied consent is the spec’s “Connection rejected”, and nothing changes', async () => {
    const b = await browser()
    const { uri } = await b.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, context)
    const state = new URL(uri).searchParams.get('state')!
    const denied = `${SITE_ORIGIN}/social/callback?error=access_denied&state=${encodeURIComponent(state)}`
    await expect(b.connect(denied)).rejects.toThrow('Connection rejected')
    expect(b.ctx.sessions.read()).toBeUndefined()
    expect(b.cloud.sessions.size).toBe(0)
  })

  it('an ID token made for another client (wrong audience) fails the login, and nothing is kept', async () => {
    const b = await browser()
    await expect(b.connect(await b.popup('ada', { claims: { aud: 'other-client' } }))).rejects.toMatchObject({
      code: 'ID_TOKEN_INVALID',
    })
    expect(b.ctx.sessions.read()).toBeUndefined()
    expect(b.cloud.sessions.size).toBe(0)
  })

  it('a cloud answering another person’s account for this login gets no wallet opened: the share is sealed to that person', async () => {
    const first = await browser()
    await first.connect(await first.popup('ada'))
    const adaId = [...first.cloud.wallets.keys()][0]!
    // The cloud logs Mallory in as Ada's account.
    const socialLogin = first.cloud.authApi.socialLogin
    first.cloud.authApi.socialLogin = async (...args) => {
      const answer = await socialLogin(...args)
      first.cloud.sessions.set(answer.sessionToken, adaId)
      return { ...answer, user: { ...answer.user, id: adaId } }
    }
    const attacker = await browser(first.cloud, 'device-attacker-00000000')
    await expect(attacker.connect(await attacker.popup('mallory'))).rejects.toMatchObject({
      code: 'SOCIAL_IDENTITY_MISMATCH',
    })
    expect(attacker.ctx.sessions.read()).toBeUndefined()
    expect(attacker.ctx.wallet.addresses(adaId)).toBeUndefined()
  })

  it('IS_CONNECTED forgets a social session on a device without its share (only a new login brings it)', async () => {
    const b = await browser()
    await b.connect(await b.popup('ada'))
    const session = b.ctx.sessions.read()!
    for (const key of [...b.storage.map.keys()]) if (key.includes('/wallet/')) b.storage.map.delete(key)
    expect(await loginHandlers(b.ctx).IS_CONNECTED(undefined, context)).toEqual({ isConnected: false })
    expect(b.ctx.sessions.read()).toBeUndefined()
    expect(session.social?.provider).toBe('google')
  })
})
