import { RequestAbortedError } from './errors.js'

/** Shares one request among every caller who asks for the same thing while it is under way. */
export interface Inflight {
  /**
   * Joins the request under `key`, or starts it with `task`. The task gets a signal of its own that
   * fires only once every caller who joined has aborted; a caller's own abort rejects that caller
   * alone, with `RequestAbortedError`.
   */
  run<T>(key: string, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>
}

interface Shared {
  promise: Promise<unknown>
  controller: AbortController
  /** Callers still waiting; one without a signal can never leave, so the request never aborts. */
  waiters: number
}

export function createInflight(): Inflight {
  const shared = new Map<string, Shared>()

  function start(key: string, task: (signal: AbortSignal) => Promise<unknown>): Shared {
    const controller = new AbortController()
    const promise = attempt(() => task(controller.signal)).finally(() => {
      if (shared.get(key) === entry) shared.delete(key)
    })
    // When every caller has left, the aborted task still rejects, with nobody listening.
    promise.catch(() => {})
    const entry: Shared = { promise, controller, waiters: 0 }
    shared.set(key, entry)
    return entry
  }

  return {
    run<T>(key: string, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) {
      if (signal?.aborted) {
        return Promise.reject(new RequestAbortedError({ details: key, cause: signal.reason }))
      }
      const entry = shared.get(key) ?? start(key, task)
      entry.waiters++
      const promise = entry.promise as Promise<T>
      if (signal === undefined) return promise
      return new Promise<T>((resolve, reject) => {
        const leave = () => {
          reject(new RequestAbortedError({ details: key, cause: signal.reason }))
          entry.waiters--
          if (entry.waiters > 0) return
          // The next caller with this key starts afresh rather than joining an aborted request.
          if (shared.get(key) === entry) shared.delete(key)
          entry.controller.abort(signal.reason)
        }
        signal.addEventListener('abort', leave, { once: true })
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave))
      })
    },
  }
}

/** A task that throws before returning its promise fails like one that rejects. */
function attempt<T>(task: () => Promise<T>): Promise<T> {
  try {
    return task()
  } catch (error) {
    return Promise.reject(error)
  }
}
