export interface AppKitErrorOptions {
  /** A stable, machine-readable code: a string for SDK failures, a number for JSON-RPC ones. */
  code?: string | number
  /** What a developer needs to fix it; kept out of `message` so messages stay the spec's exact text. */
  details?: string
  /** The error this one wraps, e.g. the wallet's original error. */
  cause?: unknown
}

/** Options of the fixed-message subclasses: their code is part of their identity. */
export type AppKitErrorSubclassOptions = Omit<AppKitErrorOptions, 'code'>

/**
 * Base of every error the SDK throws. `message` is exactly `shortMessage` (the spec §8 text) so
 * callers and tests can compare it; the extra context lives in `details` and `cause`.
 */
export class AppKitError extends Error {
  override name = 'AppKitError'
  readonly code: string | number
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: AppKitErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code ?? 'APPKIT_ERROR'
    this.shortMessage = shortMessage
    this.details = options.details
  }
}
