import type { ConnectMethodName } from '@appkit/controllers'

/** Spec §9: email, then socials, then the wallets. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethodName[] = ['email', 'social', 'wallet']

/**
 * Connect's sections in the dapp's order (`features.connectMethodsOrder`), those it left out after
 * in the default order, each once, and only those it offers.
 */
export function connectMethods(
  order: readonly ConnectMethodName[] | undefined,
  offered: Readonly<Record<ConnectMethodName, boolean>>,
): ConnectMethodName[] {
  return [...new Set([...(order ?? []), ...DEFAULT_CONNECT_METHODS_ORDER])].filter(
    (method) => offered[method],
  )
}
