import type { SiwxConfig, SiwxSession, WalletConnectRules } from '@appkit/controllers'
import { cacaoToSiwxSession } from './cacao-session.js'
import type { WalletConnectCacao } from './provider.js'

/**
 * Hands each Cacao of a one-step sign-in to the dapp's sign-in (`addSession` verifies and keeps
 * it), one after the other, the active chain's first: the modal asks for that chain's session, and
 * a server that uses each nonce once takes only the first of several Cacaos signed with one nonce.
 * Resolves with the sessions kept.
 *
 * Never rejects: a signature the dapp does not accept leaves the wallet connected, because the
 * connection is the wallet's answer to the proposal and stands on its own; without a session the
 * modal's sign-in flow asks for the two-step signature as it does after any connection. What was
 * refused is logged, not thrown.
 */
export async function addCacaoSessions(
  siwx: SiwxConfig,
  cacaos: readonly WalletConnectCacao[],
  rules: WalletConnectRules,
  activeChainId?: string,
): Promise<SiwxSession[]> {
  const sessions = cacaos.flatMap((cacao) => cacaoToSiwxSession(cacao, rules) ?? [])
  const first = sessions.filter((session) => session.data.chainId === activeChainId)
  const kept: SiwxSession[] = []
  const refused: unknown[] = []
  for (const session of [...first, ...sessions.filter((session) => !first.includes(session))]) {
    try {
      await siwx.addSession(session)
      kept.push(session)
    } catch (error) {
      refused.push(error)
    }
  }
  const unreadable = cacaos.length - sessions.length
  if (refused.length > 0 || unreadable > 0) {
    console.warn(
      `[appkit] sign-in: ${refused.length + unreadable} of the wallet's ${cacaos.length} WalletConnect signatures were not accepted`,
      ...refused,
    )
  }
  return kept
}
