import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './emitter.js'

describe('createEmitter', () => {
  it('calls each listener of an event until it unsubscribes', () => {
    const emitter = createEmitter<{ a: number; b: string }>()
    const seen: unknown[] = []
    const stop = emitter.on('a', (n) => seen.push(n))
    emitter.on('b', (s) => seen.push(s))
    emitter.emit('a', 1)
    emitter.emit('b', 'x')
    stop()
    emitter.emit('a', 2)
    expect(seen).toEqual([1, 'x'])
  })

  it('a listener that throws is logged; the others still run', () => {
    const emitter = createEmitter<{ a: number }>()
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: number[] = []
    emitter.on('a', () => {
      throw new Error('bug')
    })
    emitter.on('a', (n) => seen.push(n))
    emitter.emit('a', 1)
    expect(seen).toEqual([1])
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('clear removes every listener', () => {
    const emitter = createEmitter<{ a: number }>()
    const listener = vi.fn()
    emitter.on('a', listener)
    emitter.clear()
    emitter.emit('a', 1)
    expect(listener).not.toHaveBeenCalled()
  })
})
