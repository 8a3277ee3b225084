/** The clock the messenger waits with; injected so tests run its timeouts without waiting. */
export interface FrameTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const defaultTimers: FrameTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Calls `callback` once after `ms`; returns the function that cancels it. */
export function after(timers: FrameTimers, ms: number, callback: () => void): () => void {
  const handle = timers.setTimeout(callback, ms)
  return () => timers.clearTimeout(handle)
}
