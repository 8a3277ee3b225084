import { describe, expect, it } from 'vitest'
import { createReadiness } from './readiness.js'

describe('createReadiness', () => {
  it('runs the waits in order once ready, and later ones at once', () => {
    const readiness = createReadiness()
    const ran: number[] = []
    readiness.whenReady(() => ran.push(1))
    const stop = readiness.whenReady(() => ran.push(2))
    readiness.whenReady(() => ran.push(3))
    stop()
    expect(ran).toEqual([])
    readiness.markReady()
    expect(readiness.ready).toBe(true)
    expect(ran).toEqual([1, 3])
    readiness.whenReady(() => ran.push(4))
    expect(ran).toEqual([1, 3, 4])
    readiness.markReady()
    expect(ran).toEqual([1, 3, 4])
  })
})
