import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWriteBatch } from './write-batch.js'

describe('createWriteBatch', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('writes the items added within the delay together, once', async () => {
    vi.useFakeTimers()
    const writes: number[][] = []
    const batch = createWriteBatch<number>({
      write: async (items) => writes.push(items),
      delayMs: 25,
      maxItems: 100,
    })
    const added = [batch.add(1), batch.add(2), batch.add(3)]
    expect(writes).toEqual([])
    await vi.advanceTimersByTimeAsync(25)
    await Promise.all(added)
    expect(writes).toEqual([[1, 2, 3]])
    expect(batch.size()).toBe(0)
  })

  it('writes a full batch at once, without waiting for the delay', async () => {
    const writes: number[][] = []
    const batch = createWriteBatch<number>({
      write: async (items) => writes.push(items),
      delayMs: 60_000,
      maxItems: 2,
    })
    await Promise.all([batch.add(1), batch.add(2)])
    expect(writes).toEqual([[1, 2]])
    const third = batch.add(3)
    expect(batch.size()).toBe(1)
    await batch.flush()
    await third
    expect(writes).toEqual([[1, 2], [3]])
  })

  it('flushes on demand, and a flush with nothing waiting writes nothing', async () => {
    const write = vi.fn(async () => {})
    const batch = createWriteBatch<string>({ write, delayMs: 60_000, maxItems: 100 })
    await batch.flush()
    expect(write).not.toHaveBeenCalled()
    const added = batch.add('a')
    await batch.flush()
    await added
    expect(write).toHaveBeenCalledExactlyOnceWith(['a'])
  })

  it('rejects every item of a batch whose write failed, and keeps batching after it', async () => {
    let fail = true
    const batch = createWriteBatch<number>({
      write: async () => {
        if (fail) throw new Error('Redis is away')
      },
      delayMs: 60_000,
      maxItems: 100,
    })
    const lost = [batch.add(1), batch.add(2)]
    void batch.flush().catch(() => {})
    for (const item of lost) await expect(item).rejects.toThrow('Redis is away')
    fail = false
    const next = batch.add(3)
    await batch.flush()
    await expect(next).resolves.toBeUndefined()
  })
})
