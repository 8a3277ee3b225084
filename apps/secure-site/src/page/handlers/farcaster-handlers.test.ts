import { describe, expect, it } from 'vitest'
import { DAPP } from '../../server/social/fake-issuer.test-helper.js'
import { ServiceUnavailableError } from '../errors.js'
import { accountHandlers } from './account-handlers.js'
import { fakeCloud, fakeFrameContext } from './fake-frame-context.test-helper.js'
import { type FarcasterTiming, farcasterHandlers } from './farcaster-handlers.js'
import { loginHandlers } from './login-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }
/** Polls at once; gives up after `waitMs` of the test's own clock. */
const fast = (waitMs = 1000): FarcasterTiming => ({
  pollMs: 1,
  waitMs,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
})

async function browser(cloud = fakeCloud(), deviceId?: string, timing = fast()) {
  const frame = await fakeFrameContext(cloud, deviceId ? { deviceId } : {})
  const handlers = farcasterHandlers(frame.ctx, timing)
  /** The QR code's URL, then the Farcaster app approves it as account `index` while the frame waits. */
  const login = async (index: number, options?: { claim?: number }) => {
    await handlers.GET_FARCASTER_URI(undefined, context)
    const waiting = handlers.CONNECT_FARCASTER(undefined, context)
    await cloud.farcaster.approve(index, options)
    return waiting
  }
  return { ...frame, handlers, login, cloud }
}

describe('Farcaster handlers', () => {
  it("open a channel for the dapp's origin whose nonce commits to a secret the relay never sees", async () => {
    const b = await browser()
    const { url } = await b.handlers.GET_FARCASTER_URI(undefined, context)
    const [token, channel] = [...b.cloud.farcaster.channels].at(-1)!
    expect(url).toContain(token)
    expect(channel).toMatchObject({ siweUri: `${DAPP}/`, domain: new URL(DAPP).host })
    expect(channel.nonce).toMatch(/^[0-9a-f]{64}$/)
  })

  it('log in once the Farcaster app approved: the wallet is made and the session names the fid', async () => {
    const b = await browser()
    expect(await b.login(0)).toEqual({ userName: 'alice.lab' })
    expect(b.ctx.sessions.read()).toMatchObject({ farcaster: { fid: 20001, userName: 'alice.lab' } })
    expect(await loginHandlers(b.ctx).IS_CONNECTED(undefined, context)).toEqual({ isConnected: true })
    expect(b.cloud.wallets.size).toBe(1)
  })

  it('IS_CONNECTED answers isConnected: false for a Farcaster session on a device without its share (only a new login brings it)', async () => {
    const b = await browser()
    await b.login(0)
    for (const key of [...b.storage.map.keys()]) if (key.includes('/wallet/')) b.storage.map.delete(key)
    expect(await loginHandlers(b.ctx).IS_CONNECTED(undefined, context)).toEqual({ isConnected: false })
    expect(b.ctx.sessions.read()).toBeUndefined()
  })

  it('answer the Farcaster account in the User asked for later (the dapp reloaded), never a social provider', async () => {
    const b = await browser()
    await b.login(0)
    const user = await accountHandlers(b.ctx).GET_USER({}, context)
    expect(user).toMatchObject({ userName: 'alice.lab', farcaster: { fid: 20001, userName: 'alice.lab' } })
    expect(user).not.toHaveProperty('socialProvider')
  })

  it('the same fid in another browser gets the same wallet, its recovery share opened by the approval', async () => {
    const first = await browser()
    await first.login(1)
    const second = await browser(first.cloud, 'device-other-browser-0000')
    await second.login(1)
    const address = first.ctx.wallet.addresses(first.ctx.sessions.read()!.userId)?.evmAddress
    expect(address).toBeDefined()
    expect(second.ctx.wallet.addresses(second.ctx.sessions.read()!.userId)?.evmAddress).toBe(address)
  })

  it('refuses an approval signed by a key that does not own the fid it claims (impersonation): no wallet, no session', async () => {
    const b = await browser()
    // Bob's key signs a message naming Alice's fid; a careless relay completed it anyway.
    await expect(b.login(1, { claim: 20001 })).rejects.toMatchObject({ code: 'SOCIAL_IDENTITY_MISMATCH' })
    expect(b.ctx.sessions.read()).toBeUndefined()
    expect(b.cloud.wallets.size).toBe(0)
  })

  it('waits for a channel opened here only', async () => {
    const b = await browser()
    await expect(b.handlers.CONNECT_FARCASTER(undefined, context)).rejects.toMatchObject({
      code: 'FARCASTER_NOT_STARTED',
    })
  })

  it('gives up before the dapp does when the Farcaster app never approves', async () => {
    const b = await browser(fakeCloud(), undefined, fast(20))
    await b.handlers.GET_FARCASTER_URI(undefined, context)
    await expect(b.handlers.CONNECT_FARCASTER(undefined, context)).rejects.toMatchObject({
      code: 'FARCASTER_NOT_APPROVED',
    })
  })

  it('stops polling when the dapp aborts the request (Back)', async () => {
    const b = await browser()
    await b.handlers.GET_FARCASTER_URI(undefined, context)
    const controller = new AbortController()
    const waiting = b.handlers.CONNECT_FARCASTER(undefined, { id: 'id', signal: controller.signal })
    const reason = new Error('back')
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
  })

  it('ends the wait with FARCASTER_NOT_APPROVED when the channel expires before approval; a new code works', async () => {
    const b = await browser()
    await b.handlers.GET_FARCASTER_URI(undefined, context)
    const waiting = b.handlers.CONNECT_FARCASTER(undefined, context)
    b.cloud.farcaster.expire()
    await expect(waiting).rejects.toMatchObject({ code: 'FARCASTER_NOT_APPROVED' })
    expect(b.ctx.sessions.read()).toBeUndefined()
    expect(await b.login(0)).toEqual({ userName: 'alice.lab' })
  })

  it('passes on a relay failure other than an expired channel as it is', async () => {
    const b = await browser()
    await b.handlers.GET_FARCASTER_URI(undefined, context)
    const down = new ServiceUnavailableError({ details: 'relay down' })
    ;[...b.cloud.farcaster.channels.values()].at(-1)!.failing = down
    await expect(b.handlers.CONNECT_FARCASTER(undefined, context)).rejects.toBe(down)
    expect(b.ctx.sessions.read()).toBeUndefined()
  })

  it('with the real timing, an abort while waiting between two polls ends the wait at once', async () => {
    const frame = await fakeFrameContext(fakeCloud())
    const relay = frame.ctx.farcasterRelay
    let polled!: () => void
    const firstPoll = new Promise<void>((resolve) => {
      polled = resolve
    })
    frame.ctx.farcasterRelay = {
      ...relay,
      status: (...args) => relay.status(...args).finally(polled),
    }
    const handlers = farcasterHandlers(frame.ctx)
    await handlers.GET_FARCASTER_URI(undefined, context)
    const controller = new AbortController()
    const waiting = handlers.CONNECT_FARCASTER(undefined, { id: 'id', signal: controller.signal })
    await firstPoll
    // One macrotask: the answer's microtasks have run, so the wait is now in its sleep before the next poll.
    await new Promise((resolve) => setTimeout(resolve, 0))
    const reason = new Error('back')
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
  })
})
