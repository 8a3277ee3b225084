import {
  InvalidSiwxDateError,
  InvalidSiwxDomainError,
  InvalidSiwxStatementError,
  InvalidSiwxUriError,
} from './errors/field-errors.js'
import { describe } from './internal/describe.js'
import { isSiwxDomain, isSiwxStatement } from './message/grammar.js'
import { isUri } from './message/rfc3986.js'
import type { SiwxStorage } from './storage/siwx-storage.js'
import type { SiwxVerifier } from './verifiers/verifier.js'

export interface CreateSiwxOptions {
  /** The domain the message names; `location.host` by default. */
  domain?: string
  /** The URI the message names; `location.origin` by default. */
  uri?: string
  statement?: string
  resources?: string[]
  /** How long a sign-in lasts (ms); without it messages carry no Expiration Time and never expire. */
  expiresInMs?: number
  /** The nonce of each message; a local random one (generateNonce) by default. */
  getNonce?: () => string | Promise<string>
  /** One verifier per namespace that may sign in; a session of any other namespace is refused. */
  verifiers: SiwxVerifier[]
  /** Where sessions are kept; localStorageSiwx() by default. */
  storage?: SiwxStorage
  /** Whether a visitor must sign in to stay connected (spec §4). */
  required?: boolean
  /** The clock (ms). */
  now?: () => number
}

/**
 * Checks the fixed parts of every message when the sign-in is configured, so that a bad domain or
 * statement fails when the app starts rather than when a user first signs in.
 */
export function assertSiwxOptions(options: CreateSiwxOptions): void {
  const { domain, uri, statement, resources, expiresInMs } = options
  if (domain !== undefined && !isSiwxDomain(domain)) {
    throw new InvalidSiwxDomainError({ details: `a host[:port], got ${describe(domain)}` })
  }
  if (uri !== undefined && !isUri(uri)) {
    throw new InvalidSiwxUriError('uri', { details: `an RFC 3986 URI, got ${describe(uri)}` })
  }
  if (statement !== undefined && statement !== '' && !isSiwxStatement(statement)) {
    throw new InvalidSiwxStatementError({
      details: `one line of RFC 3986 characters, got ${describe(statement)}`,
    })
  }
  for (const resource of resources ?? []) {
    if (!isUri(resource)) throw new InvalidSiwxUriError('resources', { details: `got ${describe(resource)}` })
  }
  if (expiresInMs !== undefined && !(Number.isFinite(expiresInMs) && expiresInMs > 0)) {
    throw new InvalidSiwxDateError('expirationTime', {
      details: `expiresInMs must be a positive number of ms, got ${describe(expiresInMs)}`,
    })
  }
}
