import { AuthConnectorNotFoundError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { disconnectWallet } from '../session/disconnect-wallet.js'
import { createTestCore } from '../test/core.js'
import { EMBEDDED_EVM, evmEmbeddedWalletCore } from '../test/embedded-wallet-core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { STORAGE_KEYS } from '../utils/storage.js'
import { verifyEmailOtp } from './finish-email-login.js'
import { addPasskey, connectPasskey } from './passkey-login.js'
import { startEmailLogin } from './start-email-login.js'

async function setup() {
  const { core, wallet } = await evmEmbeddedWalletCore()
  return { core, wallet }
}

describe('passkeys', () => {
  it('a logged-in user adds a passkey; a later visit logs in with it alone and connects', async () => {
    const { core, wallet } = await setup()
    await startEmailLogin(core, { email: 'ada@lab.test', now: () => 1_000 })
    await verifyEmailOtp(core, { otp: '123456' })
    await addPasskey(core)
    await disconnectWallet(core)
    core.storage.remove(STORAGE_KEYS.emailLoginUsed)

    await connectPasskey(core)
    expect(core.chains.chains.eip155!.account).toMatchObject({ status: 'connected', address: EMBEDDED_EVM })
    // Remembered like an email login: the next visit reconnects it.
    expect(core.backend.read(STORAGE_KEYS.emailLoginUsed)).toBe(true)
    expect(wallet.calls.slice(-2)).toEqual(['connectPasskey', 'connect'])
  })

  it('a failed passkey login connects nothing', async () => {
    const { core, wallet } = await setup()
    await expect(connectPasskey(core)).rejects.toThrow('This passkey could not be verified.')
    expect(wallet.calls).toEqual(['connectPasskey'])
    expect(core.chains.chains.eip155!.account?.status).not.toBe('connected')
  })

  it('without an embedded wallet: No auth connector found', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter('eip155')], networks: [network(1)] })
    await core.ready
    await expect(addPasskey(core)).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
    await expect(connectPasskey(core)).rejects.toBeInstanceOf(AuthConnectorNotFoundError)
  })
})
