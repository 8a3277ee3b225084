import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './emitter.js'

describe('createEmitter', () => {
  it('calls listeners of the event until they are removed', () => {
    const emitter = createEmitter()
    const listener = vi.fn()
    emitter.on('chainChanged', listener)
    emitter.emit('chainChanged', '0x1')
    emitter.emit('accountsChanged', [])
    emitter.off('chainChanged', listener)
    emitter.emit('chainChanged', '0x2')
    expect(listener).toHaveBeenCalledExactlyOnceWith('0x1')
  })

  it('keeps calling the others when one throws', () => {
    const emitter = createEmitter()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    emitter.on('accountsChanged', () => {
      throw new Error('listener bug')
    })
    emitter.on('accountsChanged', after)
    emitter.emit('accountsChanged', [])
    expect(after).toHaveBeenCalledOnce()
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })
})
