import { describe, expect, it } from 'vitest'
import { readProperty } from './read-property.js'

describe('readProperty', () => {
  it('reads a property of objects and functions', () => {
    expect(readProperty({ code: 4001 }, 'code')).toBe(4001)
    expect(
      readProperty(
        Object.assign(() => 0, { code: 1 }),
        'code',
      ),
    ).toBe(1)
  })

  it('returns undefined for primitives and missing keys', () => {
    expect(readProperty(null, 'code')).toBeUndefined()
    expect(readProperty('text', 'length')).toBeUndefined()
    expect(readProperty({}, 'code')).toBeUndefined()
  })

  it('returns undefined when the getter throws', () => {
    const hostile = {
      get code() {
        throw new Error('nope')
      },
    }
    expect(readProperty(hostile, 'code')).toBeUndefined()
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(readProperty(proxy, 'code')).toBeUndefined()
  })
})
