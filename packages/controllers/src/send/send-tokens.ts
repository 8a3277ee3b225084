import { SEND_RECEIPT_TIMEOUT_MS, TransactionRevertedError, toAppKitError } from '@appkit/common'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import type { AppKitCore } from '../core/core.js'
import { track } from '../core/track.js'
import { fetchBalance } from '../session/fetch-balance.js'
import { resetSend } from '../state/send.js'
import { validateSend } from './validate-send.js'

/**
 * Sends what the form says (spec §4's send flow): loading, the wallet sends the native coin or
 * the token, then up to 25 s for the receipt; on success the form resets and the balances are
 * read afresh. Resolves with the transaction hash; throws the typed error otherwise.
 */
export async function sendTokens(core: AppKitCore): Promise<string> {
  core.send.errorCode = undefined
  core.send.errorReason = undefined
  try {
    const request = validateSend(core)
    const send = core.chains.chains[request.caipNetwork.chainNamespace]!.adapter!.send!
    const namespace = request.caipNetwork.chainNamespace
    core.send.loading = true
    const hash = await send.send(request)
    core.send.hash = hash
    await send.waitForReceipt({ hash, caipNetwork: request.caipNetwork, timeoutMs: SEND_RECEIPT_TIMEOUT_MS })
    track(core, 'SEND_SUCCESS', {
      network: request.caipNetwork.caipNetworkId,
      token: core.send.token?.symbol,
    })
    resetSend(core.send)
    core.activity.stale = true
    void fetchBalance(core, namespace, { force: true })
    void fetchTokenBalances(core, namespace, { force: true })
    return hash
  } catch (error) {
    const appKitError = toAppKitError(error)
    core.send.loading = false
    core.send.errorCode = appKitError.code
    if (appKitError instanceof TransactionRevertedError) core.send.errorReason = appKitError.reason
    track(core, 'SEND_ERROR', { message: appKitError.message })
    throw appKitError
  }
}
