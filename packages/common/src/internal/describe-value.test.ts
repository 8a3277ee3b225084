import { describe, expect, it } from 'vitest'
import { describeValue, MAX_DESCRIBED_LENGTH } from './describe-value.js'

describe('describeValue', () => {
  it('matches String() for ordinary values', () => {
    expect(describeValue('eip155:1')).toBe('eip155:1')
    expect(describeValue(42)).toBe('42')
    expect(describeValue(null)).toBe('null')
    expect(describeValue(undefined)).toBe('undefined')
    expect(describeValue({})).toBe('[object Object]')
    expect(describeValue(Symbol('x'))).toBe('Symbol(x)')
  })

  it('survives values that String() throws on', () => {
    expect(describeValue(Object.create(null))).toBe('[object Object]')
    const throwing = {
      toString() {
        throw new Error('nope')
      },
    }
    expect(describeValue(throwing)).toBe('[object Object]')
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(describeValue(proxy)).toBe('[unprintable value]')
  })

  it('cuts long values', () => {
    const text = describeValue('a'.repeat(10_000))
    expect(text).toBe(`${'a'.repeat(MAX_DESCRIBED_LENGTH)}…`)
    expect(describeValue('a'.repeat(MAX_DESCRIBED_LENGTH))).toBe('a'.repeat(MAX_DESCRIBED_LENGTH))
  })
})
