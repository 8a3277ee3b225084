import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { getBase58Decoder } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENESIS_SOL, LAMPORTS_PER_SOL } from './lab-chain.js'
import type { SolanaChain } from './solana-chain.js'
import { callMethod, refusal, startTestChain } from './svm.test-helper.js'

const [alice] = SOLANA_TEST_ACCOUNTS
const NOBODY = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const U64_MAX = 18446744073709551615n

let chain: SolanaChain
let close: () => void
beforeAll(async () => {
  ;({ chain, close } = await startTestChain())
})
afterAll(() => close())

describe('account methods', () => {
  it('getBalance answers lamports in a context, 0 for an unknown account', async () => {
    const answer = await callMethod(chain, 'getBalance', [alice.address, { commitment: 'confirmed' }])
    expect(answer).toEqual({
      context: { apiVersion: '4.3.0', slot: expect.any(Number) },
      value: 100_000_000_000,
    })
    expect((await callMethod(chain, 'getBalance', [NOBODY])).value).toBe(0)
    expect((await refusal(chain, 'getBalance', ['not-an-address'])).code).toBe(-32602)
    expect((await refusal(chain, 'getBalance', [])).code).toBe(-32602)
  })

  it('getAccountInfo answers the account in the encoding asked, null when there is none', async () => {
    const account = (await callMethod(chain, 'getAccountInfo', [alice.address, { encoding: 'base64' }])).value
    expect(account).toEqual({
      data: ['', 'base64'],
      executable: false,
      lamports: Number(GENESIS_SOL * LAMPORTS_PER_SOL),
      owner: '11111111111111111111111111111111',
      rentEpoch: Number(U64_MAX),
      space: 0,
    })
    expect((await callMethod(chain, 'getAccountInfo', [NOBODY])).value).toBeNull()
  })

  it('writes the rent epoch of 2^64 - 1 exactly', async () => {
    const { toJsonText } = await import('./json-text.js')
    const { solanaDispatch } = await import('./method-table.js')
    const text = toJsonText(await solanaDispatch(chain)('getAccountInfo', [alice.address]))
    expect(text).toContain('"rentEpoch":18446744073709551615')
  })

  it('reads a mint in every encoding, with a data slice', async () => {
    const read = async (config: object) =>
      (await callMethod(chain, 'getAccountInfo', [SOLANA_TEST_MINT.address, config])).value
    const base64 = await read({ encoding: 'base64' })
    expect(base64.owner).toBe(TOKEN_PROGRAM)
    expect(base64.space).toBe(82)
    const bytes = Buffer.from(base64.data[0], 'base64')
    expect((await read({ encoding: 'base58' })).data).toEqual([getBase58Decoder().decode(bytes), 'base58'])
    // The legacy default: a bare base58 string.
    expect((await read({})).data).toBe(getBase58Decoder().decode(bytes))
    expect((await read({ encoding: 'base64', dataSlice: { offset: 44, length: 1 } })).data).toEqual([
      Buffer.from([6]).toString('base64'),
      'base64',
    ])
    expect((await read({ encoding: 'jsonParsed' })).data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          isInitialized: true,
          mintAuthority: expect.any(String),
          supply: '3000000000000',
        },
      },
      space: 82,
    })
    expect(
      (await refusal(chain, 'getAccountInfo', [SOLANA_TEST_MINT.address, { encoding: 'hex' }])).code,
    ).toBe(-32602)
    expect(
      (await refusal(chain, 'getAccountInfo', [SOLANA_TEST_MINT.address, { encoding: 'base64+zstd' }]))
        .message,
    ).toMatch(/zstd/)
  })

  it('getMultipleAccounts answers each account in order, base64 by default, at most 100', async () => {
    const answer = await callMethod(chain, 'getMultipleAccounts', [[alice.address, NOBODY]])
    expect(answer.value).toHaveLength(2)
    expect(answer.value[0].data).toEqual(['', 'base64'])
    expect(answer.value[1]).toBeNull()
    const tooMany = Array.from({ length: 101 }, () => alice.address)
    expect(await refusal(chain, 'getMultipleAccounts', [tooMany])).toEqual({
      code: -32602,
      message: 'Too many inputs provided; max 100',
    })
    expect((await refusal(chain, 'getMultipleAccounts', [alice.address])).code).toBe(-32602)
  })
})
