import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../node/anvil.js'
import { TEST_ACCOUNTS } from '../test-accounts.js'
import { installForTest } from '../test-utils/wallet.js'
import type { RequestArguments } from './types.js'

let anvil: TestAnvil

beforeAll(async () => {
  anvil = await startTestAnvil(['--balance', '500'])
})
afterAll(() => anvil.stop())

describe('createProvider', () => {
  it('forwards reads to the current chain’s node without authorization', async () => {
    const wallet = installForTest({ chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }] })
    await expect(
      wallet.provider.request({ method: 'eth_getBalance', params: [TEST_ACCOUNTS[0].address, 'latest'] }),
    ).resolves.toBe(`0x${(500n * 10n ** 18n).toString(16)}`)
    await expect(wallet.provider.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^0x[0-9a-f]+$/)
  })

  it('passes node errors through as ProviderRpcErrors', async () => {
    const wallet = installForTest({ chains: [{ id: 31337, rpcUrl: anvil.rpcUrl }] })
    await expect(wallet.provider.request({ method: 'eth_noSuchMethod' })).rejects.toMatchObject({
      code: -32601,
    })
  })

  it('refuses a request without a method', async () => {
    const wallet = installForTest()
    await expect(wallet.provider.request({} as RequestArguments)).rejects.toMatchObject({ code: -32600 })
  })

  it('adds and removes listeners', async () => {
    const wallet = installForTest({ mode: 'approve' })
    const listener = vi.fn()
    expect(wallet.provider.on('accountsChanged', listener)).toBe(wallet.provider)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.provider.removeListener('accountsChanged', listener)
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(listener).toHaveBeenCalledExactlyOnceWith([wallet.address])
  })
})
