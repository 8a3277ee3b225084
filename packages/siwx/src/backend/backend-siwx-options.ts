import type { SiwxKeyValueBackend } from '../storage/local-storage-siwx.js'
import type { SiwxFetch } from './backend-request.js'

export interface BackendSiwxOptions {
  /** The sign-in server's base URL (the cloud's own URL); `/siwx/v1/…` goes after it. */
  url: string
  /** Sent with nonces and sessions: the server checks the message's URI against its allowed origins. */
  projectId: string
  statement?: string
  resources?: string[]
  /** Expiration Time of the messages (ms from now); the server also caps a session's life. */
  expiresInMs?: number
  /** The domain the message names; `location.host` by default. */
  domain?: string
  /** The URI the message names; `location.origin` by default. */
  uri?: string
  /** Whether a visitor must sign in to stay connected (spec §4). */
  required?: boolean
  /** Where the tokens are kept; localStorage, or memory where there is none, by default. */
  storage?: SiwxKeyValueBackend
  /** globalThis.fetch by default. */
  fetch?: SiwxFetch
  /** The clock (ms) of the messages' Issued At and Expiration Time. */
  now?: () => number
}
