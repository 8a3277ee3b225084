import { walletAssetsSchema } from '@appkit/blockchain-api'
import { describe, expect, it } from 'vitest'
import { BENCH_ACCOUNT } from '../../fixtures/bench-account.js'
import { fakeBackend } from './api-test-server.test-helper.js'
import { InvalidParamsError, walletGetAssets } from './wallet-assets.js'

const ORIGIN = 'http://127.0.0.1:8787'
const backend = fakeBackend()

describe('walletGetAssets', () => {
  it('answers for every served chain, keyed by hex chain id', async () => {
    const result = walletAssetsSchema.parse(
      await walletGetAssets(backend, ORIGIN, [{ account: BENCH_ACCOUNT }]),
    )
    expect(Object.keys(result)).toEqual(['0x7a69', '0x7a6a'])
    const assets = result['0x7a69']!
    expect(assets).toHaveLength(50)
    expect(assets[0]).toMatchObject({
      address: 'native',
      type: 'NATIVE',
      balance: expect.stringMatching(/^0x[0-9a-f]+$/),
      metadata: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        price: 2500.05,
        iconUrl: `${ORIGIN}/public/getTokenImage/ETH`,
      },
    })
    expect(assets[1]).toMatchObject({ address: '0xBE7c000000000000000000000000000000000001', type: 'ERC20' })
  })

  it('keeps only the chains of chainFilter', async () => {
    const result = await walletGetAssets(backend, ORIGIN, [
      { account: BENCH_ACCOUNT, chainFilter: ['0x7A6A', '0x1'] },
    ])
    expect(Object.keys(result)).toEqual(['0x7a6a'])
  })

  it.each([
    [undefined],
    [[]],
    [[{ account: '0x12' }]],
    [[{ account: BENCH_ACCOUNT, chainFilter: '0x7a69' }]],
    [[{ account: BENCH_ACCOUNT, chainFilter: [31337] }]],
  ])('refuses params %o', async (params) => {
    await expect(walletGetAssets(backend, ORIGIN, params)).rejects.toBeInstanceOf(InvalidParamsError)
  })
})
