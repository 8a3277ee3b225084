import { describe, expect, it } from 'vitest'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { EMBEDDED_EVM, evmEmbeddedWalletCore } from '../test/embedded-wallet-core.js'
import { emailFromModal, emailOtpFromModal } from './email-from-modal.js'
import { openModal } from './open-modal.js'
import { addPasskeyFromModal, passkeyLoginFromModal } from './passkey-from-modal.js'

async function open() {
  const { core, wallet } = await evmEmbeddedWalletCore()
  openModal(core)
  return { core, wallet }
}

describe('passkeys in the modal', () => {
  it('a passkey login with none added says why and stays; once added, it connects and closes', async () => {
    const { core } = await open()
    await expect(passkeyLoginFromModal(core)).resolves.toBe('This passkey could not be verified.')
    expect(core.modal.open).toBe(true)

    await emailFromModal(core, 'alice@lab.test')
    await emailOtpFromModal(core, '123456')
    await expect(addPasskeyFromModal(core)).resolves.toBeUndefined()
    await disconnectWallet(core)

    openModal(core)
    await expect(passkeyLoginFromModal(core)).resolves.toBeUndefined()
    expect(core.modal.open).toBe(false)
    expect(core.chains.chains.eip155!.account.address).toBe(EMBEDDED_EVM)
  })

  it('adding a passkey without a login says why', async () => {
    const { core } = await open()
    await expect(addPasskeyFromModal(core)).resolves.toBe('Not connected to email or social')
  })
})
