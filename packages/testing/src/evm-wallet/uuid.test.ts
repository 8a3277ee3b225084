import { afterEach, describe, expect, it, vi } from 'vitest'
import { randomUuid } from './uuid.js'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => vi.unstubAllGlobals())

describe('randomUuid', () => {
  it('gives distinct v4 UUIDs', () => {
    expect(randomUuid()).toMatch(V4)
    expect(randomUuid()).not.toBe(randomUuid())
  })

  it('builds one from random bytes outside a secure context', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    expect(randomUuid()).toMatch(V4)
  })
})
