import { frameUserSchema } from '@appkit/frame/endpoint'
import { recoverMessageAddress } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { SILENT_SIGN_IN_WINDOW_MS } from '../constants.js'
import { accountHandlers } from './account-handlers.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }

async function loggedIn() {
  const setup = await fakeFrameContext(fakeCloud())
  const login = loginHandlers(setup.ctx)
  await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context)
  await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
  const { evmAddress } = setup.ctx.wallet.addresses('user-1')!
  return { ...setup, handlers: accountHandlers(setup.ctx), evmAddress }
}

/** The dapp's EIP-4361 message as createSiwx writes it (the dapp here is https://dapp.example). */
function message(address: string, { host = 'dapp.example', uri = 'https://dapp.example' } = {}) {
  const text = [
    `${host} wants you to sign in with your Ethereum account:`,
    address,
    '',
    '',
    `URI: ${uri}`,
    'Version: 1',
    'Chain ID: 31337',
    'Nonce: n0nce1234567',
    'Issued At: 2026-11-23T10:00:00.000Z',
  ].join('\n')
  return {
    accountAddress: address,
    chainId: 'eip155:31337',
    domain: host,
    uri,
    version: '1',
    nonce: 'n0nce1234567',
    issuedAt: '2026-11-23T10:00:00.000Z',
    serializedMessage: text,
  }
}

describe('sign-in at login (spec §5)', () => {
  it('signs the dapp’s own message for the wallet’s EVM account, with no approval screen', async () => {
    const { handlers, evmAddress, events } = await loggedIn()
    const siwxMessage = message(evmAddress)
    const user = await handlers.GET_USER({ siwxMessage }, context)
    expect(z.safeParse(frameUserSchema, user).success).toBe(true)
    expect(user.message).toBe(siwxMessage.serializedMessage)
    const signer = await recoverMessageAddress({
      message: siwxMessage.serializedMessage,
      signature: user.signature as `0x${string}`,
    })
    expect(signer).toBe(evmAddress)
    expect(events.shown).toBe(0)
  })

  it.each([
    ['another site’s domain', (address: string) => message(address, { host: 'bank.example' })],
    ['a URI elsewhere', (address: string) => message(address, { uri: 'https://bank.example' })],
    ['another account', () => message('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')],
    ['no text', (address: string) => ({ ...message(address), serializedMessage: undefined })],
    ['a Solana chain', (address: string) => ({ ...message(address), chainId: 'solana:LabSvm' })],
  ])('refuses %s', async (_, make) => {
    const { handlers, evmAddress } = await loggedIn()
    await expect(handlers.GET_USER({ siwxMessage: make(evmAddress) }, context)).rejects.toThrow(
      'This sign-in message is not for this site or this account.',
    )
  })
})

describe('silent sign-in only at the login moment', () => {
  afterEach(() => vi.useRealTimers())

  it('a dapp script asking for a second sign-in after login gets the approval screen, not a signature', async () => {
    const { handlers, evmAddress, events, screen } = await loggedIn()
    await handlers.GET_USER({ siwxMessage: message(evmAddress) }, context)
    expect(events.shown).toBe(0)
    const second = handlers.GET_USER({ siwxMessage: message(evmAddress) }, context)
    await screen.untilShowing()
    expect(events.shown).toBe(1)
    expect(screen.shown[0]?.fields.map((field) => field.value)).toEqual([
      evmAddress,
      message(evmAddress).serializedMessage,
    ])
    screen.decide('reject')
    await expect(second).rejects.toMatchObject({ code: 4001 })
  })

  it('a dapp script asking for a sign-in 15 s after login gets the approval screen; Approve signs it', async () => {
    const { handlers, evmAddress, events, screen } = await loggedIn()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + SILENT_SIGN_IN_WINDOW_MS + 1)
    const asked = handlers.GET_USER({ siwxMessage: message(evmAddress) }, context)
    await screen.untilShowing()
    expect(events.shown).toBe(1)
    screen.decide('approve')
    const user = await asked
    const signer = await recoverMessageAddress({
      message: message(evmAddress).serializedMessage,
      signature: user.signature as `0x${string}`,
    })
    expect(signer).toBe(evmAddress)
  })

  it('signs silently just inside the window', async () => {
    const { handlers, evmAddress, events } = await loggedIn()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + SILENT_SIGN_IN_WINDOW_MS - 1000)
    await handlers.GET_USER({ siwxMessage: message(evmAddress) }, context)
    expect(events.shown).toBe(0)
  })
})
