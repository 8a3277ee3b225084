import { address, none, some } from '@solana/kit'
import { AccountState, getMintEncoder, getTokenEncoder } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import {
  decodeMint,
  decodeTokenAccount,
  formatUnits,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  uiTokenAmount,
} from './token-accounts.js'

const MINT = address('CsamF668ApxqhSYhQHFG7S5ZU5H2T34mgq7mUNPH5peZ')
const OWNER = address('BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7')

const tokenData = new Uint8Array(
  getTokenEncoder().encode({
    mint: MINT,
    owner: OWNER,
    amount: 1_500_000n,
    delegate: some(OWNER),
    state: AccountState.Frozen,
    isNative: none(),
    delegatedAmount: 5n,
    closeAuthority: none(),
  }),
)

describe('token accounts', () => {
  it('decodes a token account of either program, and nothing else', () => {
    expect(decodeTokenAccount(TOKEN_PROGRAM, tokenData)).toEqual({
      mint: MINT,
      owner: OWNER,
      amount: 1_500_000n,
      delegate: OWNER,
      state: 'frozen',
      isNative: null,
      delegatedAmount: 5n,
      closeAuthority: null,
    })
    expect(decodeTokenAccount(TOKEN_2022_PROGRAM, tokenData)?.amount).toBe(1_500_000n)
    expect(decodeTokenAccount('11111111111111111111111111111111', tokenData)).toBeUndefined()
    expect(decodeTokenAccount(TOKEN_PROGRAM, tokenData.subarray(0, 100))).toBeUndefined()
  })

  it('decodes a mint', () => {
    const data = new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: some(OWNER),
        supply: 7n,
        decimals: 6,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    )
    expect(decodeMint(TOKEN_PROGRAM, data)).toEqual({
      mintAuthority: OWNER,
      supply: 7n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    })
    expect(decodeMint(TOKEN_PROGRAM, tokenData)).toBeUndefined()
  })

  it('writes amounts as Solana does, trailing zeros trimmed', () => {
    expect(formatUnits(1_000_000_000_000n, 6)).toBe('1000000')
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(uiTokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
  })
})
