import { describe, expect, it, vi } from 'vitest'
import { allOf, andThen, serialRunner } from './awaitable.js'

describe('andThen and allOf', () => {
  it('stay synchronous while every value is ready', () => {
    expect(andThen(2, (n) => n * 3)).toBe(6)
    expect(allOf([1, 2])).toEqual([1, 2])
  })

  it('wait when any value is a promise', async () => {
    const later = andThen(Promise.resolve(2), (n) => n * 3)
    expect(later).toBeInstanceOf(Promise)
    expect(await later).toBe(6)
    const mixed = allOf([1, Promise.resolve(2)])
    expect(mixed).toBeInstanceOf(Promise)
    expect(await mixed).toEqual([1, 2])
  })
})

describe('serialRunner', () => {
  it('runs a task at once while nothing is pending', () => {
    const run = serialRunner(vi.fn())
    const order: string[] = []
    run(() => {
      order.push('a')
    })
    run(() => {
      order.push('b')
    })
    expect(order).toEqual(['a', 'b'])
  })

  it('runs a task after the pending ones, then at once again', async () => {
    const run = serialRunner(vi.fn())
    const order: string[] = []
    let release!: () => void
    run(async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      order.push('slow')
    })
    run(() => {
      order.push('queued')
    })
    expect(order).toEqual([])
    release()
    await vi.waitFor(() => expect(order).toEqual(['slow', 'queued']))
    run(() => {
      order.push('now')
    })
    expect(order).toEqual(['slow', 'queued', 'now'])
  })

  it('reports a failed task and goes on with the next', async () => {
    const onError = vi.fn()
    const run = serialRunner(onError)
    const order: string[] = []
    run(() => Promise.reject(new Error('lost')))
    run(() => {
      order.push('next')
    })
    await vi.waitFor(() => expect(order).toEqual(['next']))
    expect(onError).toHaveBeenCalledWith(new Error('lost'))
  })
})
