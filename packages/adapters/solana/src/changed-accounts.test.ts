import { describe, expect, it } from 'vitest'
import { readChangedAccounts } from './changed-accounts.js'

const SOL = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const account = (address: unknown, chains: unknown = ['solana:devnet']) => ({ address, chains, features: [] })

describe('readChangedAccounts', () => {
  it('takes the Solana accounts’ addresses and leaves other namespaces out', () => {
    expect(readChangedAccounts([account(SOL), account('0xabc', ['eip155:1'])])).toEqual([SOL])
    expect(readChangedAccounts([])).toEqual([])
  })

  it.each([
    ['not a list', account(SOL)],
    ['a string', SOL],
    ['a null account', [null]],
    ['an account without chains', [{ address: SOL }]],
    ['a Solana account whose address is not one', [account('<img src=x onerror=alert(1)>')]],
    ['one bad entry among good', [account(SOL), account('nope')]],
  ])('ignores %s', (_name, value) => {
    expect(readChangedAccounts(value)).toBeUndefined()
  })
})
