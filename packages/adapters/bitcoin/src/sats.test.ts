import { RpcError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { toSats } from './sats.js'

describe('toSats', () => {
  it('takes a bigint or a string of digits', () => {
    expect(toSats(1500n)).toBe(1500n)
    expect(toSats('1500')).toBe(1500n)
  })

  it.each([0n, -1n, '', '1.5', '1e8', ' 1', '12345678901234567'])('refuses %s', (amount) => {
    expect(() => toSats(amount)).toThrow(RpcError)
  })
})
