import { address, none, some } from '@solana/kit'
import { AccountState, getTokenEncoder } from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import { parseAccountData } from './parse-account.js'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './token-accounts.js'

const MINT = address('CsamF668ApxqhSYhQHFG7S5ZU5H2T34mgq7mUNPH5peZ')
const OWNER = address('BqtHJEtRvfSRLh67Qt9pYeCFocGk7r2nKaLymnogR5k7')
const decimals = (mint: string) => (mint === MINT ? 6 : undefined)

const token = (fields: Partial<Parameters<ReturnType<typeof getTokenEncoder>['encode']>[0]> = {}) =>
  new Uint8Array(
    getTokenEncoder().encode({
      mint: MINT,
      owner: OWNER,
      amount: 1_500_000n,
      delegate: none(),
      state: AccountState.Initialized,
      isNative: none(),
      delegatedAmount: 0n,
      closeAuthority: none(),
      ...fields,
    }),
  )

describe('parseAccountData', () => {
  it('parses a token account as Solana’s jsonParsed does, unset members left out', () => {
    expect(parseAccountData(TOKEN_PROGRAM, token(), decimals)).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: MINT,
          owner: OWNER,
          state: 'initialized',
          tokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
        },
      },
      space: 165,
    })
  })

  it('adds the delegate, the close authority and a native reserve when set', () => {
    const parsed = parseAccountData(
      TOKEN_2022_PROGRAM,
      token({
        delegate: some(OWNER),
        delegatedAmount: 5n,
        closeAuthority: some(OWNER),
        isNative: some(2_039_280n),
      }),
      decimals,
    )
    expect(parsed?.program).toBe('spl-token-2022')
    expect(parsed?.parsed.info).toMatchObject({
      isNative: true,
      delegate: OWNER,
      delegatedAmount: { amount: '5', uiAmountString: '0.000005' },
      closeAuthority: OWNER,
      rentExemptReserve: { amount: '2039280', decimals: 9 },
    })
  })

  it('parses nothing else: other programs, unknown mints, other sizes', () => {
    expect(parseAccountData('11111111111111111111111111111111', token(), decimals)).toBeUndefined()
    expect(parseAccountData(TOKEN_PROGRAM, token({ mint: OWNER }), decimals)).toBeUndefined()
    expect(parseAccountData(TOKEN_PROGRAM, new Uint8Array(10), decimals)).toBeUndefined()
  })
})
