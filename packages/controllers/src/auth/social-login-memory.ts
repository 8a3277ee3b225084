import { SOCIAL_PROVIDERS, type SocialProvider } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import { setAccount } from '../state/chains.js'
import { STORAGE_KEYS, type StorageParser } from '../utils/storage.js'

/** A social login as remembered: which provider, and the name the user has there. */
export interface SocialLogin {
  provider: SocialProvider
  userName?: string
}

const parseSocialLogin: StorageParser<SocialLogin> = (raw) => {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { provider, userName } = raw as Record<string, unknown>
  if (!SOCIAL_PROVIDERS.includes(provider as SocialProvider)) return undefined
  if (userName !== undefined && typeof userName !== 'string') return undefined
  return { provider: provider as SocialProvider, userName }
}

/** Remembers the embedded wallet's login: a social one, or none (an email login forgets it). */
export function rememberSocialLogin(core: SessionCore, login: SocialLogin | undefined): void {
  if (login) core.storage.write(STORAGE_KEYS.socialLogin, login)
  else core.storage.remove(STORAGE_KEYS.socialLogin)
}

/**
 * Shows a remembered social login again (spec §3's socialProvider) when the embedded wallet's
 * account comes back after a reload; the secure site keeps the session, this page the provider.
 * Returns the way to stop.
 */
export function attachSocialLoginMemory(core: SessionCore): () => void {
  return core.session.on('account', ({ namespace, status, connectorId }) => {
    const wallet = core.internal.embeddedWallet
    if (status !== 'connected' || !wallet || connectorId !== wallet.connectorId) return
    if (core.chains.chains[namespace]?.account.socialProvider) return
    const login = core.storage.read(STORAGE_KEYS.socialLogin, parseSocialLogin)
    if (login)
      setAccount(core.chains, namespace, { socialProvider: login.provider, socialUserName: login.userName })
  })
}
