import { NotConnectedToEmailError, UnsupportedChainError } from '@appkit/common'
import { frameUserSchema } from '@appkit/frame/endpoint'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { SmartAccountUnavailableError } from '../errors.js'
import { accountHandlers } from './account-handlers.js'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }
const SOLANA = 'solana:LabSvm11111111111111111111111111'

async function loggedIn() {
  const setup = await fakeFrameContext(fakeCloud())
  const login = loginHandlers(setup.ctx)
  await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context)
  await login.CONNECT_OTP({ otp: LOGIN_CODE }, context)
  return { ...setup, handlers: accountHandlers(setup.ctx), addresses: setup.ctx.wallet.addresses('user-1')! }
}

describe('account handlers', () => {
  it('answer spec §3’s User with the EVM account, as the app’s schema reads it', async () => {
    const { handlers, addresses } = await loggedIn()
    const user = await handlers.GET_USER({}, context)
    expect(user).toEqual({
      email: 'ada@example.com',
      address: addresses.evmAddress,
      chainId: 31337,
      accounts: [{ address: addresses.evmAddress, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(z.safeParse(frameUserSchema, user).success).toBe(true)
  })

  it('answer the Solana account on a Solana chain', async () => {
    const { handlers, addresses } = await loggedIn()
    const user = await handlers.GET_USER({ chainId: SOLANA }, context)
    expect(user).toMatchObject({ address: addresses.solanaAddress, chainId: SOLANA })
    expect(await handlers.GET_CHAIN_ID(undefined, context)).toEqual({ chainId: SOLANA })
    expect(await handlers.SET_PREFERRED_ACCOUNT({ type: 'eoa' }, context)).toEqual({
      type: 'eoa',
      address: addresses.solanaAddress,
    })
  })

  it('switch networks within EVM and Solana, and refuse others', async () => {
    const { handlers, ctx } = await loggedIn()
    expect(await handlers.SWITCH_NETWORK({ chainId: 31338 }, context)).toEqual({ chainId: 31338 })
    expect(ctx.state.evmChainId).toBe(31338)
    expect(() =>
      handlers.SWITCH_NETWORK({ chainId: 'bip122:000000000019d6689c085ae165831e93' }, context),
    ).toThrow(UnsupportedChainError)
  })

  it('offer no smart accounts', async () => {
    const { handlers } = await loggedIn()
    expect(await handlers.GET_SMART_ACCOUNT_ENABLED_NETWORKS(undefined, context)).toEqual({
      smartAccountEnabledNetworks: [],
    })
    expect(() => handlers.INIT_SMART_ACCOUNT(undefined, context)).toThrow(SmartAccountUnavailableError)
    await expect(handlers.SET_PREFERRED_ACCOUNT({ type: 'smartAccount' }, context)).rejects.toThrow(
      'Smart accounts are not available for this wallet.',
    )
  })

  it("answer 'Not connected to email or social' without a login", async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    await expect(accountHandlers(ctx).GET_USER({}, context)).rejects.toBeInstanceOf(NotConnectedToEmailError)
  })
})
