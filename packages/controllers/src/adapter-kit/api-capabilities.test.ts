import { describe, expect, it, vi } from 'vitest'
import { network } from '../test/fake-adapter.js'
import type { AccountApi } from '../types/account-api.js'
import { apiActivity, apiIdentity, apiTokenBalances } from './api-capabilities.js'

const mainnet = network(1)

const client = {
  getBalances: vi.fn(async () => []),
  getHistory: vi.fn(async () => ({ transactions: [], next: 'c2' })),
  getIdentity: vi.fn(async () => ({ name: 'vitalik.eth' })),
  resolveName: vi.fn(async () => '0xb0b'),
} as unknown as AccountApi

describe('the API-backed capabilities', () => {
  it('ask the dapp’s blockchain API on the network’s CAIP-2 id', async () => {
    const api = () => Promise.resolve(client)
    await apiTokenBalances(api)({ address: '0xa', caipNetwork: mainnet, forceUpdate: true })
    expect(client.getBalances).toHaveBeenCalledWith({
      address: '0xa',
      caipNetworkId: 'eip155:1',
      forceUpdate: true,
    })
    await expect(
      apiActivity(api).getTransactions({ address: '0xa', caipNetwork: mainnet, cursor: 'c1' }),
    ).resolves.toEqual({ transactions: [], next: 'c2' })
    await expect(apiIdentity(api).getIdentity({ address: '0xa' })).resolves.toEqual({ name: 'vitalik.eth' })
    await expect(apiIdentity(api).resolveName?.({ name: 'bob.lab.id' })).resolves.toBe('0xb0b')
  })

  it('give nothing without a blockchain API: no tokens, no identity, an empty activity', async () => {
    const none = () => undefined
    await expect(apiTokenBalances(none)({ address: '0xa', caipNetwork: mainnet })).resolves.toBeUndefined()
    await expect(apiIdentity(none).getIdentity({ address: '0xa' })).resolves.toBeUndefined()
    await expect(apiIdentity(none).resolveName?.({ name: 'bob.lab.id' })).resolves.toBeUndefined()
    await expect(
      apiActivity(none).getTransactions({ address: '0xa', caipNetwork: mainnet }),
    ).resolves.toEqual({
      transactions: [],
    })
  })
})
