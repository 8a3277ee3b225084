import { describe, expect, it, vi } from 'vitest'
import { createChangeEvents } from './change-events.js'

describe('createChangeEvents', () => {
  it('tells every listener until it is removed', () => {
    const events = createChangeEvents()
    const seen: unknown[] = []
    const off = events.on('change', (properties) => seen.push(properties))
    events.emit({ accounts: [] })
    off()
    events.emit({ chains: [] })
    expect(seen).toEqual([{ accounts: [] }])
  })

  it('keeps going when a listener throws', () => {
    const events = createChangeEvents()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    events.on('change', () => {
      throw new Error('broken dapp')
    })
    events.on('change', after)
    events.emit({ accounts: [] })
    expect(after).toHaveBeenCalledWith({ accounts: [] })
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('ignores events the standard does not define', () => {
    const events = createChangeEvents()
    const off = events.on('other' as 'change', () => {
      throw new Error('never called')
    })
    events.emit({ accounts: [] })
    expect(off).not.toThrow()
  })
})
