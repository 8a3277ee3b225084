import type { SocialProviderName } from '../../shared/social-api.js'
import { MAX_PENDING_SOCIAL_LOGINS, SOCIAL_LOGIN_LIFETIME_MS } from '../constants.js'

/** What the frame keeps of a social login it started, in memory only, until its result comes. */
export interface PendingSocialLogin {
  provider: SocialProviderName
  nonce: string
  /** PKCE (RFC 7636): never leaves this page until the code exchange at this site's server. */
  codeVerifier: string
}

/**
 * The social logins this frame started, by state. A result is accepted once, and only for a state
 * in here: a resultUri made elsewhere (or replayed) finds nothing.
 */
export function createPendingSocialLogins(now: () => number = Date.now) {
  const logins = new Map<string, PendingSocialLogin & { expiresAt: number }>()
  const prune = () => {
    for (const [state, login] of logins) if (login.expiresAt <= now()) logins.delete(state)
  }
  return {
    add(state: string, login: PendingSocialLogin): void {
      prune()
      logins.set(state, { ...login, expiresAt: now() + SOCIAL_LOGIN_LIFETIME_MS })
      // Map keeps insertion order: the first key is the oldest.
      while (logins.size > MAX_PENDING_SOCIAL_LOGINS) logins.delete(logins.keys().next().value as string)
    },
    /** The login for `state`, removed; undefined when this frame never issued it or it expired. */
    take(state: string): PendingSocialLogin | undefined {
      prune()
      const login = logins.get(state)
      if (!login) return undefined
      logins.delete(state)
      const { expiresAt: _, ...pending } = login
      return pending
    },
  }
}

export type PendingSocialLogins = ReturnType<typeof createPendingSocialLogins>
