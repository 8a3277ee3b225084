import { describe, expect, it } from 'vitest'
import { accountRows, tokensMoved } from './account-rows.js'
import { ALICE, activity, BOB, CAROL, LUSD } from './activity.test-helper.js'

const LAB = `0x${'1a'.repeat(20)}`
const tokenMove = activity(3, 2, {
  from: BOB,
  to: LUSD,
  transfers: [
    { position: 1, token: LUSD, from: BOB, to: ALICE, amount: 2n ** 200n },
    { position: 2, token: LAB, from: BOB, to: CAROL, amount: 7n },
  ],
  accounts: [BOB, ALICE, CAROL],
})

describe('accountRows', () => {
  it('gives each account its own row with only the transfers it took part in, tokens named', () => {
    const rows = accountRows(
      31337,
      [tokenMove],
      new Map([[LUSD, { address: LUSD, name: 'Lab USD', symbol: 'LUSD', decimals: 6 }]]),
    )
    expect(rows.map((row) => row.slice(0, 10))).toEqual(
      [BOB, ALICE, CAROL].map((account) => [
        31337,
        account,
        tokenMove.hash,
        3,
        2,
        tokenMove.minedAt,
        BOB,
        LUSD,
        3,
        'confirmed',
      ]),
    )
    const transfersOf = (index: number) => JSON.parse(String(rows[index]?.[10]))
    expect(transfersOf(1)).toEqual([
      {
        token: LUSD,
        name: 'Lab USD',
        symbol: 'LUSD',
        decimals: 6,
        from: BOB,
        to: ALICE,
        amount: (2n ** 200n).toString(),
      },
    ])
    // A token whose metadata was never stored keeps its address and no name, as the history shows it.
    expect(transfersOf(2)).toEqual([
      { token: LAB, name: null, symbol: null, decimals: null, from: BOB, to: CAROL, amount: '7' },
    ])
    expect(transfersOf(0)).toHaveLength(2)
  })

  it('stores the native coin as a null token and an account that only signed with no transfer', () => {
    const signedOnly = activity(1, 0, { accounts: [ALICE, BOB, CAROL] })
    const rows = accountRows(1, [signedOnly], new Map())
    expect(JSON.parse(String(rows[0]?.[10]))).toEqual([
      {
        token: null,
        name: null,
        symbol: null,
        decimals: null,
        from: ALICE,
        to: BOB,
        amount: (10n ** 18n).toString(),
      },
    ])
    expect(JSON.parse(String(rows[2]?.[10]))).toEqual([])
  })
})

describe('tokensMoved', () => {
  it('lists each ERC-20 contract once and never the native coin', () => {
    expect(tokensMoved([tokenMove, tokenMove, activity(1, 0)])).toEqual([LUSD, LAB])
  })
})
