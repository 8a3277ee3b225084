import { InvalidEmailError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createAppKitCore } from '../core/create-core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeEmbeddedWallet } from '../test/fake-embedded-wallet.js'
import { createMemoryBackend } from '../test/memory-storage.js'
import { verifyEmailOtp } from './finish-email-login.js'
import { startEmailLogin } from './start-email-login.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function headlessCore() {
  const wallet = new FakeEmbeddedWallet(['eip155'])
  wallet.accounts = { eip155: { address: EVM, chainId: 1, accounts: [EVM] } }
  // No withModal: the instance a headless dapp has, without the modal's store.
  const core = createAppKitCore({
    projectId: 'test',
    adapters: [new FakeAdapter('eip155')],
    networks: [network(1)],
    embeddedWallet: wallet,
    storage: createMemoryBackend(),
    features: { headless: true },
  })
  return { core, wallet }
}

describe('email login without the modal', () => {
  it('a headless dapp logs in with an email and its code, on a core with no modal store', async () => {
    const { core, wallet } = headlessCore()
    await core.ready
    expect('alert' in core).toBe(false)
    await expect(startEmailLogin(core, { email: 'alice@lab.test' })).resolves.toBe('VERIFY_OTP')
    await verifyEmailOtp(core, { otp: '123456' })
    expect(core.chains.chains.eip155!.account).toMatchObject({ status: 'connected', address: EVM })
    expect(wallet.calls).toEqual(['email:alice@lab.test', 'otp:123456', 'connect'])
  })

  it('an invalid address is thrown and announced to the dapp, which decides what to show', async () => {
    const { core } = headlessCore()
    const refused: string[] = []
    core.session.on('refused', ({ code }) => refused.push(code))
    await expect(startEmailLogin(core, { email: 'alice@lab' })).rejects.toBeInstanceOf(InvalidEmailError)
    expect(refused).toEqual(['APKTW002'])
    expect('alert' in core).toBe(false)
  })
})
