import { describe, expect, it } from 'vitest'
import { EMBEDDED_EVM, evmEmbeddedWalletCore } from '../test/embedded-wallet-core.js'
import {
  emailDeviceFromModal,
  emailFromModal,
  emailOtpFromModal,
  emailUpdateFromModal,
  emailUpdateOtpFromModal,
  resendEmailFromModal,
} from './email-from-modal.js'
import { openModal } from './open-modal.js'

async function open() {
  const { core, wallet } = await evmEmbeddedWalletCore()
  openModal(core)
  return { core, wallet }
}

describe('the email login in the modal', () => {
  it('an email goes on to the code; a wrong code says why and stays; the right one connects and closes', async () => {
    const { core } = await open()
    await expect(emailFromModal(core, 'alice@lab.test')).resolves.toBeUndefined()
    expect(core.router.view).toBe('EmailLogin')
    await expect(emailOtpFromModal(core, '000000')).resolves.toBe('Invalid code')
    expect(core.modal.open).toBe(true)
    expect(core.router.view).toBe('EmailLogin')
    await expect(emailOtpFromModal(core, '123456')).resolves.toBeUndefined()
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.address).toBe(EMBEDDED_EVM)
  })

  it('an invalid email stays on Connect with the spec’s message', async () => {
    const { core } = await open()
    await expect(emailFromModal(core, 'alice')).resolves.toBe('Please enter a valid email address.')
    expect(core.router.view).toBe('Connect')
  })

  it('CONNECT connects at once and closes', async () => {
    const { core, wallet } = await open()
    wallet.action = 'CONNECT'
    await emailFromModal(core, 'alice@lab.test')
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.status).toBe('connected')
  })

  it('a device approval that fails returns to Connect with the reason', async () => {
    const { core, wallet } = await open()
    wallet.action = 'VERIFY_DEVICE'
    await emailFromModal(core, 'alice@lab.test')
    wallet.connectDevice = async () => {
      throw new Error('gone')
    }
    await expect(emailDeviceFromModal(core)).resolves.toMatch(/./)
    expect(core.router.view).toBe('Connect')
  })
})

describe('resending and changing the email in the modal', () => {
  it('a resend within 30 s says how long to wait', async () => {
    const { core } = await open()
    await emailFromModal(core, 'alice@lab.test')
    await expect(resendEmailFromModal(core)).resolves.toMatch(/^Please try again after \d+ seconds$/)
  })

  it('the change walks both codes, then shows the account', async () => {
    const { core } = await open()
    await emailFromModal(core, 'alice@lab.test')
    await emailOtpFromModal(core, '123456')
    openModal(core)
    await expect(emailUpdateFromModal(core, 'bad')).resolves.toBe('Please enter a valid email address.')
    await expect(emailUpdateFromModal(core, 'new@lab.test')).resolves.toBeUndefined()
    await expect(emailUpdateOtpFromModal(core, '123456')).resolves.toBeUndefined()
    expect(core.emailLogin.update?.action).toBe('VERIFY_SECONDARY_OTP')
    await expect(emailUpdateOtpFromModal(core, '123456')).resolves.toBeUndefined()
    expect(core.emailLogin.email).toBe('new@lab.test')
    expect(core.router.view).toBe('Account')
  })
})
