import { type ErrorCode, errorDocsPath } from './error-codes.js'

export interface AppKitErrorOptions<C extends ErrorCode = ErrorCode> {
  /** A stable, machine-readable code: a declared string for SDK failures, a number for JSON-RPC ones. */
  code?: C
  /** What a developer needs to fix it; kept out of `message` so messages stay the spec's exact text. */
  details?: string
  /** The error this one wraps, e.g. the wallet's original error. */
  cause?: unknown
}

/** Options of the fixed-message subclasses: their code is part of their identity. */
export type AppKitErrorSubclassOptions = Omit<AppKitErrorOptions, 'code'>

/**
 * Base of every error the SDK throws. `message` is exactly `shortMessage` (the spec §8 text) so
 * callers and tests can compare it; the extra context lives in `details` and `cause`. Each
 * subclass fixes `C` to its literal code, so `error.code` narrows with `instanceof`.
 */
export class AppKitError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppKitError'
  readonly code: C
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: AppKitErrorOptions<C> = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    // Only the base class goes without a code; every subclass passes its own.
    this.code = options.code ?? ('APPKIT_ERROR' as C)
    this.shortMessage = shortMessage
    this.details = options.details
  }

  /** Where docs/errors.md says what the code means and what to do (a getter: no own property). */
  get docsPath(): string {
    return errorDocsPath(this.code)
  }
}
