/**
 * Gathers small writes that no one is in a hurry for (a subscriber's acknowledgements, one per
 * delivered message) and hands them over together: one Redis round trip, one socket write and
 * one transaction for many of them instead of one each. A batch goes when `delayMs` has passed
 * since its first item, when it holds `maxItems`, or on `flush()`.
 */
export interface WriteBatch<T> {
  /** Resolves once the batch holding the item was written; rejects when that write failed. */
  add(item: T): Promise<void>
  /** Hands the waiting items over now (before a read that must see them, or at close). */
  flush(): Promise<void>
  /** Items waiting. */
  size(): number
}

export interface WriteBatchOptions<T> {
  write: (items: T[]) => Promise<unknown>
  delayMs: number
  maxItems: number
}

export function createWriteBatch<T>({ write, delayMs, maxItems }: WriteBatchOptions<T>): WriteBatch<T> {
  let items: T[] = []
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  let written: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = undefined
    const batch = items
    const done = settle
    const promise = written
    items = []
    settle = undefined
    written = undefined
    if (!done || !promise) return Promise.resolve()
    write(batch).then(() => done.resolve(), done.reject)
    return promise
  }

  return {
    add(item) {
      items.push(item)
      if (!written) {
        written = new Promise<void>((resolve, reject) => {
          settle = { resolve, reject }
        })
        timer = setTimeout(flush, delayMs)
        timer.unref()
      }
      const promise = written
      if (items.length >= maxItems) void flush().catch(() => {})
      return promise
    },
    flush,
    size: () => items.length,
  }
}
