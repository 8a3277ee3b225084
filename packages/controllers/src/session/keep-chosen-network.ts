import type { CaipNetwork, ChainNamespace } from '@appkit/common'
import type { SessionCore } from '../core/core.js'
import type { AdapterAccount } from '../types/adapter.js'
import { abortable } from '../utils/abortable.js'

/**
 * The network the visitor chose before connecting stays chosen: a wallet that connects on another
 * chain is asked to move to it (spec §4: with an account in the namespace, the wallet switches
 * first). Returns the account as it now stands. A wallet that refuses or cannot switch keeps its
 * chain and the dapp follows it: the state must never claim a network the wallet is not on.
 */
export async function keepChosenNetwork(
  core: SessionCore,
  namespace: ChainNamespace,
  connectorId: string,
  account: AdapterAccount,
  { chosen, signal }: { chosen: CaipNetwork | undefined; signal?: AbortSignal },
): Promise<AdapterAccount> {
  const adapter = core.chains.chains[namespace]?.adapter
  if (!adapter || !chosen || String(chosen.id) === String(account.chainId)) return account
  try {
    await abortable(adapter.switchNetwork({ connectorId, caipNetwork: chosen }), signal)
  } catch (error) {
    // Closing the modal mid-switch still aborts the whole connection, as it does during connect.
    if (signal?.aborted) throw error
    // A refusal is an answer, not a failed connection: the wallet's chain stands.
    return account
  }
  return { ...account, chainId: chosen.id }
}
