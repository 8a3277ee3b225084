import { describe, expect, it } from 'vitest'
import { readChangedAccounts } from './wallet-events.js'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const B = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'

describe('readChangedAccounts', () => {
  it('takes a list of 0x addresses, the empty list included', () => {
    expect(readChangedAccounts([A, B])).toEqual([A, B])
    expect(readChangedAccounts([])).toEqual([])
  })

  it.each([
    ['not a list', A],
    ['a short address', ['0xabc']],
    ['markup', ['<img src=x onerror=alert(1)>']],
    ['an address without 0x', [A.slice(2)]],
    ['a number', [1]],
    ['an object', [{ address: A }]],
    ['one bad entry among good', [A, 'nope']],
    ['nothing', undefined],
  ])('ignores %s', (_name, value) => {
    expect(readChangedAccounts(value)).toBeUndefined()
  })
})
