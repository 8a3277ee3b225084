import { RequestTimeoutError } from './errors.js'

/** One request's abort signal: the caller's signal and the client's timeout, whichever fires first. */
export interface AbortLink {
  /** What to hand to fetch; undefined when there is neither a caller's signal nor a timeout. */
  signal: AbortSignal | undefined
  /** Whether the timeout (not the caller) stopped the request. */
  timedOut(): boolean
  /** Stops the timer and lets go of the caller's signal; call it once the request is over. */
  release(): void
}

/**
 * Joins the caller's signal and a timeout into one signal. Written out rather than with
 * `AbortSignal.any`/`AbortSignal.timeout` because the page may run on browsers without `any`, and
 * the timer must be cleared as soon as the answer is in rather than keep a process alive.
 */
export function linkAbort(signal?: AbortSignal, timeoutMs?: number): AbortLink {
  if (timeoutMs === undefined) {
    return { signal, timedOut: () => false, release: () => {} }
  }
  const controller = new AbortController()
  let timedOut = false
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) onAbort()
  else signal?.addEventListener('abort', onAbort, { once: true })
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new RequestTimeoutError({ details: `Timed out after ${timeoutMs} ms` }))
  }, timeoutMs)
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    },
  }
}
