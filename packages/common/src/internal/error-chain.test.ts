import { describe, expect, it } from 'vitest'
import { errorChain, MAX_ERROR_CHAIN_DEPTH, readMessages, readNumericCode } from './error-chain.js'

describe('errorChain', () => {
  it('follows cause from the outside in', () => {
    const inner = { code: 4001 }
    const middle = new Error('middle', { cause: inner })
    const outer = new Error('outer', { cause: middle })
    expect(errorChain(outer)).toEqual([outer, middle, inner])
  })

  it('stops on cycles and at the depth limit', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(errorChain(a)).toEqual([a, b])

    let deep: unknown = 'bottom'
    for (let i = 0; i < 100; i++) deep = { cause: deep }
    expect(errorChain(deep)).toHaveLength(MAX_ERROR_CHAIN_DEPTH)
  })

  it('is empty for nullish errors', () => {
    expect(errorChain(undefined)).toEqual([])
    expect(errorChain(null)).toEqual([])
  })
})

describe('readNumericCode', () => {
  it('reads integer and integer-string codes', () => {
    expect(readNumericCode({ code: 4001 })).toBe(4001)
    expect(readNumericCode({ code: '-32601' })).toBe(-32601)
  })

  it('ignores other codes', () => {
    expect(readNumericCode({ code: 'ACTION_REJECTED' })).toBeUndefined()
    expect(readNumericCode({ code: 1.5 })).toBeUndefined()
    expect(readNumericCode({})).toBeUndefined()
    expect(readNumericCode(4001)).toBeUndefined()
  })
})

describe('readMessages', () => {
  it('collects string messages', () => {
    expect(readMessages('plain')).toEqual(['plain'])
    expect(readMessages({ message: 'm', shortMessage: 's', details: 'd' })).toEqual(['m', 's', 'd'])
    expect(readMessages({ message: 42 })).toEqual([])
  })
})
