import { describe, expect, it } from 'vitest'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeEmbeddedWallet } from '../test/fake-embedded-wallet.js'
import { emailFromModal, emailOtpFromModal } from './email-from-modal.js'
import { openModal } from './open-modal.js'
import { addPasskeyFromModal, passkeyLoginFromModal } from './passkey-from-modal.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function open() {
  const wallet = new FakeEmbeddedWallet(['eip155'])
  wallet.accounts = { eip155: { address: EVM, chainId: 1, accounts: [EVM] } }
  const core = createTestCore({
    adapters: [new FakeAdapter()],
    networks: [network(1)],
    embeddedWallet: wallet,
  })
  await core.ready
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
    expect(core.chains.chains.eip155!.account.address).toBe(EVM)
  })

  it('adding a passkey without a login says why', async () => {
    const { core } = await open()
    await expect(addPasskeyFromModal(core)).resolves.toBe('Not connected to email or social')
  })
})
