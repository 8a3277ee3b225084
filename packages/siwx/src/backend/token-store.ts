import type { CaipNetworkId } from '@appkit/common'
import { z } from 'zod/mini'
import { SIWX_SESSIONS_MAX } from '../constants.js'
import { keyValueBackend, type SiwxKeyValueBackend } from '../storage/key-value-backend.js'
import { siwxTokenSchema } from './backend-answers.js'

/**
 * The localStorage key of backendSiwx's tokens: its own, so it never reads the sessions of
 * localStorageSiwx, and free of `wc_`, `wc@`, `walletconnect` and `wallet_connect`, which
 * WalletConnect moves out of localStorage at start.
 */
export const SIWX_BACKEND_STORAGE_KEY = '@appkit/siwx-backend'

/** The server's session tokens of a page, by network and account. */
export interface SiwxTokenStore {
  get(chainId: CaipNetworkId, address: string): string | undefined
  set(chainId: CaipNetworkId, address: string, token: string): void
  delete(chainId: CaipNetworkId, address: string): void
}

export interface SiwxTokenStoreOptions {
  key?: string
  /** localStorage by default; in memory where there is none (SSR, Node, sandboxed frames). */
  storage?: SiwxKeyValueBackend
}

const entrySchema = z.object({
  account: z.string().check(z.maxLength(256), z.includes('|')),
  token: siwxTokenSchema,
})

/** `chainId|address`; EVM addresses in lower case, as any case names the same account (spec §5). */
export function tokenAccount(chainId: CaipNetworkId, address: string): string {
  return `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}

/**
 * Tokens under one key, as a JSON list of `{ account, token }`, newest last, at most
 * SIWX_SESSIONS_MAX. Every read is parsed: corrupted JSON or entries are dropped (and the cleaned
 * list written back) and never thrown; a storage that throws holds nothing.
 */
export function siwxTokenStore(options: SiwxTokenStoreOptions = {}): SiwxTokenStore {
  const key = options.key ?? SIWX_BACKEND_STORAGE_KEY
  const backend = keyValueBackend(options.storage)

  const read = (): Map<string, string> => {
    let text: string | null
    try {
      text = backend().getItem(key)
    } catch {
      return new Map()
    }
    if (text === null) return new Map()
    const list = parseList(text)
    const tokens = new Map<string, string>()
    for (const entry of list ?? []) {
      const parsed = entrySchema.safeParse(entry)
      if (!parsed.success) continue
      tokens.delete(parsed.data.account)
      tokens.set(parsed.data.account, parsed.data.token)
    }
    if (list === undefined || tokens.size !== list.length) write(tokens)
    return tokens
  }

  const write = (tokens: Map<string, string>) => {
    const list = [...tokens].slice(-SIWX_SESSIONS_MAX).map(([account, token]) => ({ account, token }))
    try {
      if (list.length === 0) backend().removeItem(key)
      else backend().setItem(key, JSON.stringify(list))
    } catch {
      // Quota or a disabled storage: the token holds for this page only.
    }
  }

  return {
    get: (chainId, address) => read().get(tokenAccount(chainId, address)),
    set(chainId, address, token) {
      const tokens = read()
      const account = tokenAccount(chainId, address)
      // Delete first: the newest sign-in goes to the end, so the oldest is dropped past the cap.
      tokens.delete(account)
      tokens.set(account, token)
      write(tokens)
    },
    delete(chainId, address) {
      const tokens = read()
      if (tokens.delete(tokenAccount(chainId, address))) write(tokens)
    },
  }
}

function parseList(text: string): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}
