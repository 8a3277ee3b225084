import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { FakeWalletConnect } from '../test/fake-wallet-connect.js'
import { hasSource, sourceOf } from './connection-source.js'

describe('sourceOf', () => {
  it('a multi-namespace connector answers for every namespace; an adapter for its own', async () => {
    const walletConnect = new FakeWalletConnect(['eip155', 'solana'])
    walletConnect.approve = async () => ({ solana: { address: 'S', chainId: 7, accounts: ['S'] } })
    const adapter = new FakeAdapter()
    const core = createTestCore({
      adapters: [adapter],
      walletConnect,
      networks: [network(1), network(7, 'solana')],
    })
    const multi = sourceOf(core, 'solana', 'walletConnect')
    expect(multi.multiNamespace).toBe(true)
    await expect(multi.connect({})).resolves.toEqual({
      solana: { address: 'S', chainId: 7, accounts: ['S'] },
    })
    const own = sourceOf(core, 'eip155', 'io.wallet')
    expect(own.multiNamespace).toBe(false)
    await expect(own.connect({})).resolves.toEqual({
      eip155: { address: '0xabc', chainId: 1, accounts: ['0xabc'] },
    })
    await expect(own.reconnect({ waitMs: 0 })).resolves.toBeUndefined()
    expect(adapter.calls).toEqual(['connect:io.wallet', 'reconnect:io.wallet'])
  })

  it("a namespace without adapter has no source but WalletConnect: 'Adapter not found'", () => {
    const core = createTestCore({ networks: [network(1), network(7, 'solana')] })
    expect(hasSource(core, 'solana', 'phantom')).toBe(false)
    expect(() => sourceOf(core, 'solana', 'phantom')).toThrow('Adapter not found')
  })
})
