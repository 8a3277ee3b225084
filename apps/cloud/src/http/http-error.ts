/**
 * The one error a request handler throws to refuse a request: its status, the message the answer
 * carries, and extra headers (allow, retry-after). Each service writes the body in its contract's
 * shape (`{ message }`, Esplora's text, the auth API's `{ error: { code, … } }`); `code` is for the
 * contracts whose bodies name one.
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError'

  constructor(
    readonly status: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
    readonly code?: string,
  ) {
    super(message)
  }
}

/** 405 with the methods the path does answer (OPTIONS always), as the Allow header. */
export function methodNotAllowed(methods: readonly string[]): HttpError {
  return new HttpError(405, 'Method Not Allowed', { allow: [...methods, 'OPTIONS'].join(', ') })
}

/** Seconds to wait, rounded up and at least 1: 0.2 s left still reads "1 seconds", never "0". */
export function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}
