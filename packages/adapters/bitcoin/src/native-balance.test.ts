import type { AccountApi } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { nativeBalance } from './native-balance.js'
import { ALICE, REGTEST, regtestNetwork, txidOf } from './test-utils/chain.js'
import { memoryEsplora } from './test-utils/memory-esplora.js'

const api =
  (tokens: unknown[], asked: unknown[] = []) =>
  async () =>
    ({
      getBalances: async (args: unknown) => {
        asked.push(args)
        return tokens
      },
    }) as unknown as AccountApi
const noEsplora = async () => {
  throw new Error('not asked')
}

describe('nativeBalance', () => {
  it('reads BTC from the blockchain API, past its cache, in sats', async () => {
    const asked: unknown[] = []
    const btc = { name: 'Bitcoin', symbol: 'BTC', caipNetworkId: REGTEST, amount: '1.5', decimals: 8 }
    const balance = await nativeBalance({
      address: ALICE.payment.address,
      caipNetwork: regtestNetwork(),
      api: api([btc], asked),
      esplora: noEsplora,
    })
    expect(balance).toEqual({ value: 150_000_000n, decimals: 8, symbol: 'BTC' })
    expect(asked).toEqual([{ address: ALICE.payment.address, caipNetworkId: REGTEST, forceUpdate: true }])
  })

  it('is zero when the API lists no BTC (it leaves zero balances out)', async () => {
    const token = { name: 'T', symbol: 'T', caipNetworkId: REGTEST, address: 'x', amount: '3', decimals: 0 }
    const balance = await nativeBalance({
      address: ALICE.payment.address,
      caipNetwork: regtestNetwork(),
      api: api([token]),
      esplora: noEsplora,
    })
    expect(balance.value).toBe(0n)
  })

  it('reads the network’s Esplora without a blockchain API', async () => {
    const { client } = memoryEsplora({
      [ALICE.payment.address]: [{ txid: txidOf('x'), vout: 0, value: 4_200n, confirmed: false }],
    })
    const balance = await nativeBalance({
      address: ALICE.payment.address,
      caipNetwork: regtestNetwork(),
      api: undefined,
      esplora: async () => client,
    })
    expect(balance).toEqual({ value: 4_200n, decimals: 8, symbol: 'BTC' })
  })
})
