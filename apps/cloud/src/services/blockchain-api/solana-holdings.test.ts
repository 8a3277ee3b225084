import type { Server } from 'node:http'
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../http/server.js'
import { solanaService } from '../solana/solana-service.js'
import { startTestChain } from '../solana/svm.test-helper.js'
import { fakeNode } from './api-test-server.test-helper.js'
import { readSolanaHoldings, SOL_ASSET } from './solana-holdings.js'

const [alice] = SOLANA_TEST_ACCOUNTS
const NOBODY = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'
const OTHER_MINT = 'So11111111111111111111111111111111111111112'

let chain: Awaited<ReturnType<typeof startTestChain>>
let server: RunningServer
let fake: { url: string; server: Server }
/** What the fake node answers to getTokenAccountsByOwner, per token program. */
let tokenLists: unknown[][]
/** The fake node's getBalance value, as JSON text: it may be beyond what a JS number holds. */
let balanceText = '0'

beforeAll(async () => {
  chain = await startTestChain()
  server = await startServer('127.0.0.1', 0, [solanaService({ chain: Promise.resolve(chain.chain) })])
  fake = await fakeNode((body) =>
    JSON.stringify(
      (body as { id: number; method: string }[]).map((request, index) => ({
        jsonrpc: '2.0',
        id: request.id,
        result: request.method === 'getBalance' ? { value: '<balance>' } : { value: tokenLists[index - 1] },
      })),
    ).replace('"<balance>"', balanceText),
  )
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => fake.server.close(resolve))
  chain.close()
})

const parsed = (mint: string, amount: string, decimals: number) => ({
  account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } },
})

describe('readSolanaHoldings', () => {
  it('reads a test account’s SOL and LSUSD from the node', async () => {
    const holdings = await readSolanaHoldings(`${server.url}/solana`, alice.address)
    expect(holdings).toEqual([
      { asset: SOL_ASSET, balance: 100_000_000_000n },
      {
        asset: {
          mint: SOLANA_TEST_MINT.address,
          name: 'Lab SOL USD',
          symbol: 'LSUSD',
          decimals: 6,
          price: 1,
        },
        balance: 1_000_000_000_000n,
      },
    ])
    expect(await readSolanaHoldings(`${server.url}/solana`, NOBODY)).toEqual([])
  })

  it('adds up a mint’s accounts, leaves zero balances and unparsed accounts out, and names unknown mints', async () => {
    tokenLists = [
      [parsed(OTHER_MINT, '5', 9), parsed(OTHER_MINT, '7', 9), parsed(SOLANA_TEST_MINT.address, '0', 6)],
      [{ account: { data: ['AAAA', 'base64'] } }],
    ]
    expect(await readSolanaHoldings(fake.url, alice.address)).toEqual([
      {
        asset: { mint: OTHER_MINT, name: 'Unknown token', symbol: 'UNKNOWN', decimals: 9, price: undefined },
        balance: 12n,
      },
    ])
  })

  it('reads a SOL balance beyond 2^53 exactly', async () => {
    tokenLists = [[], []]
    balanceText = '9007199254740993'
    try {
      expect(await readSolanaHoldings(fake.url, alice.address)).toEqual([
        { asset: SOL_ASSET, balance: 9_007_199_254_740_993n },
      ])
    } finally {
      balanceText = '0'
    }
  })

  it('fails on an answer that is not a balance', async () => {
    tokenLists = [[], 'nope' as never]
    await expect(readSolanaHoldings(fake.url, alice.address)).rejects.toThrow(/no list/)
  })
})
