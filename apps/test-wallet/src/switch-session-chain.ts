import type { IWalletKit } from '@reown/walletkit'
import { withChain } from './namespaces.js'

export type SessionChainKit = Pick<IWalletKit, 'getActiveSessions' | 'updateSession' | 'emitSessionEvent'>

/**
 * Makes `chainId` the session's chain: adds it (and the account on it) to the session when the dapp
 * did not ask for it at connect time, waits for the dapp to acknowledge, then emits chainChanged
 * (when the session has that event) with the chain id as a number. Resolves true when the session's
 * namespaces changed.
 */
export async function switchSessionChain(
  walletKit: SessionChainKit,
  topic: string,
  chainId: number,
  address: string,
): Promise<boolean> {
  const session = walletKit.getActiveSessions()[topic]
  if (!session) throw new Error(`No session with topic ${topic}.`)
  const caip = `eip155:${chainId}`
  const namespaces = withChain(session.namespaces, caip, address)
  const grown = namespaces !== session.namespaces
  if (grown) {
    const { acknowledged } = await walletKit.updateSession({ topic, namespaces })
    await acknowledged()
  }
  if (namespaces.eip155?.events.includes('chainChanged')) {
    await walletKit.emitSessionEvent({ topic, chainId: caip, event: { name: 'chainChanged', data: chainId } })
  }
  return grown
}
