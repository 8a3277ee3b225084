import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from '@appkit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SolanaChain } from './solana-chain.js'
import { callMethod, refusal, startTestChain } from './svm.test-helper.js'

const [alice] = SOLANA_TEST_ACCOUNTS
const MINT = SOLANA_TEST_MINT.address
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const NOBODY = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'
const LSUSD = { amount: '1000000000000', decimals: 6, uiAmount: 1_000_000, uiAmountString: '1000000' }

let chain: SolanaChain
let close: () => void
beforeAll(async () => {
  ;({ chain, close } = await startTestChain())
})
afterAll(() => close())

describe('token methods', () => {
  it('getTokenAccountsByOwner finds the owner’s LSUSD account by mint or program, jsonParsed', async () => {
    const byMint = await callMethod(chain, 'getTokenAccountsByOwner', [
      alice.address,
      { mint: MINT },
      { encoding: 'jsonParsed' },
    ])
    expect(byMint.value).toHaveLength(1)
    const [{ pubkey, account }] = byMint.value
    expect(typeof pubkey).toBe('string')
    expect(account).toMatchObject({ owner: TOKEN_PROGRAM, space: 165, executable: false })
    expect(account.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: { isNative: false, mint: MINT, owner: alice.address, state: 'initialized', tokenAmount: LSUSD },
      },
      space: 165,
    })
    const byProgram = await callMethod(chain, 'getTokenAccountsByOwner', [
      alice.address,
      { programId: TOKEN_PROGRAM },
      { encoding: 'base64' },
    ])
    expect(byProgram.value.map((entry: { pubkey: string }) => entry.pubkey)).toEqual([pubkey])
    expect(byProgram.value[0].account.data[1]).toBe('base64')
    expect((await callMethod(chain, 'getTokenAccountsByOwner', [NOBODY, { mint: MINT }])).value).toEqual([])
  })

  it('refuses base58 for token accounts, as Solana’s nodes do above 128 bytes', async () => {
    expect((await refusal(chain, 'getTokenAccountsByOwner', [alice.address, { mint: MINT }])).code).toBe(
      -32600,
    )
  })

  it('refuses a filter that is not one mint or one token program', async () => {
    for (const filter of [
      {},
      { mint: MINT, programId: TOKEN_PROGRAM },
      { programId: alice.address },
      { mint: alice.address },
    ]) {
      expect((await refusal(chain, 'getTokenAccountsByOwner', [alice.address, filter])).code).toBe(-32602)
    }
  })

  it('getTokenAccountBalance and getTokenSupply answer UiTokenAmounts', async () => {
    const [{ pubkey }] = (
      await callMethod(chain, 'getTokenAccountsByOwner', [
        alice.address,
        { mint: MINT },
        { encoding: 'base64' },
      ])
    ).value
    expect((await callMethod(chain, 'getTokenAccountBalance', [pubkey])).value).toEqual(LSUSD)
    expect((await callMethod(chain, 'getTokenSupply', [MINT])).value).toEqual({
      amount: '3000000000000',
      decimals: 6,
      uiAmount: 3_000_000,
      uiAmountString: '3000000',
    })
    expect(await refusal(chain, 'getTokenAccountBalance', [NOBODY])).toEqual({
      code: -32602,
      message: 'Invalid param: could not find account',
    })
    expect(await refusal(chain, 'getTokenAccountBalance', [alice.address])).toEqual({
      code: -32602,
      message: 'Invalid param: not a Token account',
    })
    expect((await refusal(chain, 'getTokenSupply', [alice.address])).code).toBe(-32602)
  })
})
