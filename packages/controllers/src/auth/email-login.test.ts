import {
  AuthConnectorNotFoundError,
  EmailThrottledError,
  InvalidEmailError,
  NotConnectedToEmailError,
} from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { attachNoticeFlows } from '../modal/notice-flows.js'
import { createTestCore } from '../test/core.js'
import { EMBEDDED_EVM, EMBEDDED_SOL, embeddedWalletCore } from '../test/embedded-wallet-core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { emailCooldownLeft } from './email-cooldown.js'
import { connectEmbeddedWallet, verifyEmailOtp, waitForEmailDevice } from './finish-email-login.js'
import { startEmailLogin } from './start-email-login.js'
import { startEmailUpdate, verifyEmailUpdateOtp } from './update-email.js'

const EVM = EMBEDDED_EVM
const SOL = EMBEDDED_SOL

async function setup() {
  const { core, wallet } = await embeddedWalletCore()
  // The session refuses; the modal's flows raise the alert the visitor sees.
  attachNoticeFlows(core)
  return { core, wallet }
}

describe('email login', () => {
  it('an email, the code from the mail, and one login connects EVM and Solana at once', async () => {
    const { core, wallet } = await setup()
    expect(core.connectors.connectors.map((c) => c.id)).toContain('auth')
    await expect(startEmailLogin(core, { email: '  alice@lab.test ', now: () => 1_000 })).resolves.toBe(
      'VERIFY_OTP',
    )
    expect(core.emailLogin).toMatchObject({ email: 'alice@lab.test', action: 'VERIFY_OTP' })
    await verifyEmailOtp(core, { otp: '123456' })
    expect(core.chains.chains.eip155!.account).toMatchObject({ status: 'connected', address: EVM })
    expect(core.chains.chains.solana!.account).toMatchObject({ status: 'connected', address: SOL })
    // Spec §4: the email remembered, email login marked used, the cooldown cleared.
    expect(core.backend.read(STORAGE_KEYS.recentEmails)).toEqual(['alice@lab.test'])
    expect(core.backend.read(STORAGE_KEYS.emailLoginUsed)).toBe(true)
    expect(core.backend.read(STORAGE_KEYS.lastEmailLoginTime)).toBeUndefined()
    expect(wallet.calls).toEqual(['email:alice@lab.test', 'otp:123456', 'connect'])
  })

  it('an invalid address raises APKTW002 and asks nothing', async () => {
    const { core, wallet } = await setup()
    await expect(startEmailLogin(core, { email: 'alice@lab' })).rejects.toBeInstanceOf(InvalidEmailError)
    expect(core.alert).toMatchObject({ open: true, code: 'APKTW002' })
    expect(wallet.calls).toEqual([])
  })

  it('a second code within 30 s waits, telling how long; after that it goes', async () => {
    const { core, wallet } = await setup()
    await startEmailLogin(core, { email: 'alice@lab.test', now: () => 10_000 })
    const early = startEmailLogin(core, { email: 'alice@lab.test', now: () => 21_500 })
    await expect(early).rejects.toBeInstanceOf(EmailThrottledError)
    await expect(early).rejects.toThrow('Please try again after 19 seconds')
    expect(emailCooldownLeft(core, { now: 39_999 })).toBe(1)
    await expect(startEmailLogin(core, { email: 'alice@lab.test', now: () => 40_000 })).resolves.toBe(
      'VERIFY_OTP',
    )
    expect(wallet.calls.filter((c) => c.startsWith('email:'))).toHaveLength(2)
  })

  it('a wrong code rejects and leaves the user on the code step, disconnected', async () => {
    const { core } = await setup()
    await startEmailLogin(core, { email: 'alice@lab.test' })
    await expect(verifyEmailOtp(core, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(core.emailLogin.action).toBe('VERIFY_OTP')
    expect(core.chains.chains.eip155!.account.status).toBe('disconnected')
    await verifyEmailOtp(core, { otp: '123456' })
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
  })

  it('a new device is approved from the mail, then a code follows', async () => {
    const { core, wallet } = await setup()
    wallet.action = 'VERIFY_DEVICE'
    await expect(startEmailLogin(core, { email: 'alice@lab.test' })).resolves.toBe('VERIFY_DEVICE')
    await waitForEmailDevice(core)
    expect(core.emailLogin.action).toBe('VERIFY_OTP')
    await verifyEmailOtp(core, { otp: '123456' })
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
  })

  it('CONNECT logs in without a code, and sends no mail so no cooldown starts', async () => {
    const { core, wallet } = await setup()
    wallet.action = 'CONNECT'
    await expect(startEmailLogin(core, { email: 'alice@lab.test' })).resolves.toBe('CONNECT')
    expect(emailCooldownLeft(core)).toBe(0)
    await connectEmbeddedWallet(core)
    expect(core.chains.chains.solana!.account.status).toBe('connected')
  })

  it('a dapp without the embedded wallet: No auth connector found', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await expect(startEmailLogin(core, { email: 'alice@lab.test' })).rejects.toBeInstanceOf(
      AuthConnectorNotFoundError,
    )
  })

  it('corrupted storage for the cooldown counts as no cooldown', async () => {
    const { core } = await setup()
    core.backend.setItem(STORAGE_KEYS.lastEmailLoginTime, '"soon"')
    expect(emailCooldownLeft(core)).toBe(0)
  })
})

describe('email update', () => {
  it('a code to the current address, then one to the new address, and the new email is the account’s', async () => {
    const { core, wallet } = await setup()
    await startEmailLogin(core, { email: 'alice@lab.test' })
    await verifyEmailOtp(core, { otp: '123456' })
    await expect(startEmailUpdate(core, { email: 'nope' })).rejects.toBeInstanceOf(InvalidEmailError)
    await startEmailUpdate(core, { email: 'alice2@lab.test' })
    expect(core.emailLogin.update).toEqual({ email: 'alice2@lab.test', action: 'VERIFY_PRIMARY_OTP' })
    await expect(verifyEmailUpdateOtp(core, { otp: '999999' })).rejects.toThrow('Invalid code')
    expect(core.emailLogin.update?.action).toBe('VERIFY_PRIMARY_OTP')
    await verifyEmailUpdateOtp(core, { otp: '123456' })
    expect(core.emailLogin.update?.action).toBe('VERIFY_SECONDARY_OTP')
    await verifyEmailUpdateOtp(core, { otp: '123456' })
    expect(core.emailLogin).toMatchObject({ email: 'alice2@lab.test', update: undefined })
    expect(wallet.calls.slice(-3)).toEqual(['primary:999999', 'primary:123456', 'secondary:123456'])
  })

  it('refuses a change before any email or social login: Not connected to email or social', async () => {
    const { core, wallet } = await setup()
    await expect(startEmailUpdate(core, { email: 'alice2@lab.test' })).rejects.toBeInstanceOf(
      NotConnectedToEmailError,
    )
    expect(wallet.newEmail).toBeUndefined()
  })
})
