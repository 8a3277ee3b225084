import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../test-accounts.js'
import { parseTransactionRequest } from './transaction-request.js'

const from = TEST_ACCOUNTS[0].address
const to = TEST_ACCOUNTS[1].address

describe('parseTransactionRequest', () => {
  it('decodes quantities and keeps absent fields absent', () => {
    expect(parseTransactionRequest({ from, to, value: '0xde0b6b3a7640000', nonce: '0x2' })).toEqual({
      from,
      to,
      value: 10n ** 18n,
      nonce: 2,
    })
  })

  it('reads calldata from data or input, and the chain id', () => {
    expect(parseTransactionRequest({ from, input: '0x1234', chainId: '0x7a69' })).toEqual({
      from,
      data: '0x1234',
      chainId: 31337,
    })
  })

  it('rejects what it cannot use with -32602', () => {
    expect(() => parseTransactionRequest(null)).toThrow('Invalid params: expected a transaction object')
    expect(() => parseTransactionRequest({ to })).toThrow('Invalid params: from is required')
    expect(() => parseTransactionRequest({ from, to: 'bob' })).toThrow(
      'Invalid params: to must be an address',
    )
    expect(() => parseTransactionRequest({ from, value: 5 })).toThrow(
      expect.objectContaining({ code: -32602, message: 'Invalid params: value must be a hex quantity' }),
    )
  })
})
