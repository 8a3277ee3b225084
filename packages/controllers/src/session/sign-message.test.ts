import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { connectWallet } from './connect-wallet.js'
import { signMessage } from './sign-message.js'

describe('signMessage', () => {
  it('asks the connected wallet of the active namespace', async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await connectWallet(core, { connector: connector('a') })
    expect(await signMessage(core, { message: 'hello' })).toBe('signed:hello')
  })

  it("without a connected wallet fails with 'Connector not connected.'", async () => {
    const core = createTestCore({ adapters: [new FakeAdapter()], networks: [network(1)] })
    await expect(signMessage(core, { message: 'hello' })).rejects.toThrow('Connector not connected.')
  })
})
