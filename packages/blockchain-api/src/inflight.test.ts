import { describe, expect, it } from 'vitest'
import { RequestAbortedError } from './errors.js'
import { createInflight } from './inflight.js'
import { failure } from './test/failure.js'

/** A task whose outcome the test decides, recording the signal it was given. */
function deferred<T>() {
  const calls: AbortSignal[] = []
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void }
  const task = (signal: AbortSignal) => {
    calls.push(signal)
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject }
      signal.addEventListener('abort', () => reject(new Error('task aborted')))
    })
  }
  return { task, calls, settle: () => settle }
}

describe('createInflight', () => {
  it('runs one task for callers of the same key and gives each the same answer', async () => {
    const inflight = createInflight()
    const { task, calls, settle } = deferred<string>()
    const a = inflight.run('k', task)
    const b = inflight.run('k', task, new AbortController().signal)
    expect(calls).toHaveLength(1)
    settle().resolve('answer')
    await expect(Promise.all([a, b])).resolves.toEqual(['answer', 'answer'])
  })

  it('keeps keys apart and starts afresh once a request is over', async () => {
    const inflight = createInflight()
    let count = 0
    const task = async () => ++count
    await expect(Promise.all([inflight.run('a', task), inflight.run('b', task)])).resolves.toEqual([1, 2])
    await expect(inflight.run('a', task)).resolves.toBe(3)
  })

  it('shares a failure too, then forgets it', async () => {
    const inflight = createInflight()
    const { task, calls, settle } = deferred<string>()
    const a = inflight.run('k', task)
    const b = inflight.run('k', task)
    const error = new Error('boom')
    settle().reject(error)
    expect(await failure(a)).toBe(error)
    expect(await failure(b)).toBe(error)
    void inflight.run('k', task)
    expect(calls).toHaveLength(2)
  })

  it('lets one caller abort without stopping the request for the others', async () => {
    const inflight = createInflight()
    const { task, calls, settle } = deferred<string>()
    const leaving = new AbortController()
    const reason = new Error('view closed')
    const a = inflight.run('k', task, leaving.signal)
    const b = inflight.run('k', task, new AbortController().signal)
    leaving.abort(reason)
    const error = await failure(a)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as RequestAbortedError).cause).toBe(reason)
    expect(calls[0]!.aborted).toBe(false)
    settle().resolve('still here')
    await expect(b).resolves.toBe('still here')
  })

  it('aborts the request once every caller has aborted, and the next caller starts a new one', async () => {
    const inflight = createInflight()
    const { task, calls } = deferred<string>()
    const first = new AbortController()
    const second = new AbortController()
    const a = inflight.run('k', task, first.signal)
    const b = inflight.run('k', task, second.signal)
    first.abort()
    expect(calls[0]!.aborted).toBe(false)
    second.abort()
    expect(calls[0]!.aborted).toBe(true)
    await expect(a).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(b).rejects.toBeInstanceOf(RequestAbortedError)
    void inflight.run('k', task).catch(() => {})
    expect(calls).toHaveLength(2)
    expect(calls[1]!.aborted).toBe(false)
  })

  it('never aborts for a caller without a signal', async () => {
    const inflight = createInflight()
    const { task, calls, settle } = deferred<string>()
    const keep = inflight.run('k', task)
    const leaving = new AbortController()
    const gone = inflight.run('k', task, leaving.signal)
    leaving.abort()
    await expect(gone).rejects.toBeInstanceOf(RequestAbortedError)
    expect(calls[0]!.aborted).toBe(false)
    settle().resolve('kept')
    await expect(keep).resolves.toBe('kept')
  })

  it('turns a task that throws at once into a rejection', async () => {
    const inflight = createInflight()
    const error = new Error('thrown')
    const task = (): Promise<never> => {
      throw error
    }
    expect(await failure(inflight.run('k', task))).toBe(error)
  })

  it('rejects at once, starting nothing, for a signal that already fired', async () => {
    const inflight = createInflight()
    const { task, calls } = deferred<string>()
    await expect(inflight.run('k', task, AbortSignal.abort())).rejects.toBeInstanceOf(RequestAbortedError)
    expect(calls).toHaveLength(0)
  })
})
