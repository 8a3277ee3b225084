import { afterEach, describe, expect, it } from 'vitest'
import { safe } from './safe.js'

afterEach(() => Reflect.deleteProperty(globalThis, 'window'))

describe('safe()', () => {
  it('is an EXTERNAL connector named Safe, with our own icon, that connects by itself and holds its transactions', () => {
    const { connector, autoConnect, holdsTransactions } = safe()
    expect(connector).toMatchObject({ id: 'safe', name: 'Safe', type: 'EXTERNAL' })
    expect(connector.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(autoConnect).toBe(true)
    expect(holdsTransactions).toBe(true)
  })

  it('is present only in a framed page: a top-level page never loads the SDK or posts to anyone', () => {
    expect(safe().present?.()).toBe(false)
    const top = { postMessage: () => expect.unreachable('a top-level page posted a message') }
    Object.defineProperty(globalThis, 'window', {
      value: Object.assign(top, { parent: top }),
      configurable: true,
    })
    expect(safe().present?.()).toBe(false)
    Object.defineProperty(globalThis, 'window', { value: { parent: {} }, configurable: true })
    expect(safe().present?.()).toBe(true)
  })
})
