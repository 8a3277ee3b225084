import { balancesResponseSchema } from '@appkit/blockchain-api'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../../http/http-error.js'
import { type RunningServer, startServer } from '../../http/server.js'
import { solanaService } from '../solana/solana-service.js'
import { startTestChain } from '../solana/svm.test-helper.js'

import { fakeBackend } from './api-test-server.test-helper.js'
import { balanceEndpoint } from './balance-endpoint.js'
import { formatSolanaBalance } from './solana-balance-endpoint.js'
import { SOL_ASSET } from './solana-holdings.js'

const ORIGIN = 'http://127.0.0.1:8787'
const [alice] = SOLANA_TEST_ACCOUNTS
const query = (text: string) => new URLSearchParams(text)

let chain: Awaited<ReturnType<typeof startTestChain>>
let server: RunningServer
let backend: ReturnType<typeof fakeBackend>

beforeAll(async () => {
  chain = await startTestChain()
  server = await startServer('127.0.0.1', 0, [solanaService({ chain: Promise.resolve(chain.chain) })])
  backend = fakeBackend({ solana: [{ chainId: SOLANA_LAB_CHAIN_ID, rpcUrl: `${server.url}/solana` }] })
})
afterAll(async () => {
  await server.close()
  chain.close()
})

describe('the balance endpoint on a Solana chain', () => {
  it('answers SOL and LSUSD in the API’s shape, the token by the CAIP-10 of its mint', async () => {
    const answer = await balanceEndpoint(
      backend,
      ORIGIN,
      alice.address,
      query(`chainId=${SOLANA_LAB_CHAIN_ID}&currency=usd`),
    )
    const { balances } = balancesResponseSchema.parse('body' in answer ? answer.body : undefined)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_LAB_CHAIN_ID,
        value: 15005,
        price: 150.05,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: `${ORIGIN}/public/getTokenImage/SOL`,
      },
      {
        name: 'Lab SOL USD',
        symbol: 'LSUSD',
        chainId: SOLANA_LAB_CHAIN_ID,
        address: `${SOLANA_LAB_CHAIN_ID}:${SOLANA_TEST_MINT.address}`,
        value: 1_000_000,
        price: 1,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: `${ORIGIN}/public/getTokenImage/LSUSD`,
      },
    ])
  })

  it.each([
    ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', `chainId=${SOLANA_LAB_CHAIN_ID}`, 'Invalid address'],
    ['abc', `chainId=${SOLANA_LAB_CHAIN_ID}`, 'Invalid address'],
    [alice.address, 'chainId=solana:short', 'Invalid chainId'],
    [alice.address, 'chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Unsupported chain'],
    [alice.address, `chainId=${SOLANA_LAB_CHAIN_ID}&currency=eur`, 'Unsupported currency'],
    [alice.address, `chainId=${SOLANA_LAB_CHAIN_ID}&forceUpdate=LSUSD`, 'Invalid forceUpdate'],
  ])('refuses %s with %o', async (address, params, message) => {
    await expect(balanceEndpoint(backend, ORIGIN, address, query(params))).rejects.toEqual(
      new HttpError(400, message),
    )
  })

  it('accepts a well-formed forceUpdate', async () => {
    const params = query(
      `chainId=${SOLANA_LAB_CHAIN_ID}&forceUpdate=${SOLANA_LAB_CHAIN_ID}:${SOLANA_TEST_MINT.address}`,
    )
    await expect(balanceEndpoint(backend, ORIGIN, alice.address, params)).resolves.toMatchObject({
      status: 200,
    })
  })

  it('formats an unpriced token without value and price', () => {
    const asset = { ...SOL_ASSET, mint: SOLANA_TEST_MINT.address, price: undefined, decimals: 2 }
    expect(formatSolanaBalance({ asset, balance: 150n }, SOLANA_LAB_CHAIN_ID, ORIGIN)).toEqual({
      name: 'Solana',
      symbol: 'SOL',
      chainId: SOLANA_LAB_CHAIN_ID,
      address: `${SOLANA_LAB_CHAIN_ID}:${SOLANA_TEST_MINT.address}`,
      quantity: { decimals: '2', numeric: '1.5' },
      iconUrl: `${ORIGIN}/public/getTokenImage/SOL`,
    })
  })
})
