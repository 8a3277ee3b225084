/**
 * A result that is ready now (the in-process relay state) or later (Redis). The relay keeps the
 * in-process path synchronous, as it always was: a subscribe's reply, its replayed messages and a
 * publish's deliveries go out in the same turn, and only a Redis-backed relay waits.
 */
export type Awaitable<T> = T | Promise<T>

export function isPending<T>(value: Awaitable<T>): value is Promise<T> {
  return value instanceof Promise
}

/** `next(value)`, at once when the value is ready. */
export function andThen<T, U>(value: Awaitable<T>, next: (ready: T) => Awaitable<U>): Awaitable<U> {
  return isPending(value) ? value.then(next) : next(value)
}

/** Every value, at once when all are ready. */
export function allOf<T>(values: readonly Awaitable<T>[]): Awaitable<T[]> {
  return values.some(isPending) ? Promise.all(values) : (values as T[])
}

/**
 * Runs tasks one after another, in the order given: at once while none is pending, after the
 * pending ones otherwise. A socket's requests stay in order though some wait on Redis.
 */
export function serialRunner(onError: (error: unknown) => void): (task: () => Awaitable<void>) => void {
  let pending = 0
  let last: Promise<void> = Promise.resolve()
  return (task) => {
    if (pending === 0) {
      const result = task()
      if (!isPending(result)) return
      last = result
    } else {
      last = last.then(task)
    }
    pending++
    last = last.catch(onError).then(() => {
      pending--
    })
  }
}
