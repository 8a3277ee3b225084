import { type CaipNetwork, SEND_RECEIPT_TIMEOUT_MS } from '@appkit/common'
import { accountApi } from '../account/account-api.js'
import type { SessionCore } from '../core/core.js'
import type { ContractCallRequest } from '../types/capabilities.js'
import type { SwapApi } from './swap-api.js'
import { SwapUnavailableError } from './swap-errors.js'

/** What a swap needs of the active account: its service, wallet, address and network. */
export interface SwapContext {
  api: SwapApi
  caipNetwork: CaipNetwork
  connectorId: string
  address: string
  /** The address as a CAIP-10 id, as the swap service takes it. */
  userAddress: string
  sendCall: (request: Omit<ContractCallRequest, 'connectorId' | 'from' | 'caipNetwork'>) => Promise<string>
  /** The receipt of a swap or an approval: waited for as long as a send's (spec §9: 25 s). */
  waitForReceipt: (hash: string) => Promise<unknown>
}

export async function swapContext(core: SessionCore): Promise<SwapContext> {
  const namespace = core.chains.activeNamespace
  const chain = namespace ? core.chains.chains[namespace] : undefined
  const send = chain?.adapter?.send
  const { connectorId, address, status } = chain?.account ?? {}
  const caipNetwork = chain?.caipNetwork
  const api = (await accountApi(core))?.swaps
  if (!api || !send?.sendCall || !connectorId || !address || status !== 'connected' || !caipNetwork) {
    throw new SwapUnavailableError()
  }
  const sendCall = send.sendCall.bind(send)
  return {
    api,
    caipNetwork,
    connectorId,
    address,
    userAddress: `${caipNetwork.caipNetworkId}:${address}`,
    sendCall: (call) => sendCall({ ...call, connectorId, from: address, caipNetwork }),
    waitForReceipt: (hash) => send.waitForReceipt({ hash, caipNetwork, timeoutMs: SEND_RECEIPT_TIMEOUT_MS }),
  }
}
