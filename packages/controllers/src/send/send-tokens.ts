import {
  type ChainNamespace,
  isUserRejection,
  SEND_RECEIPT_TIMEOUT_MS,
  SendInProgressError,
  TransactionRevertedError,
  toAppKitError,
} from '@appkit/common'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import type { AppKitCore } from '../core/core.js'
import { track } from '../core/track.js'
import { fetchBalance } from '../session/fetch-balance.js'
import { resetSend } from '../state/send-changes.js'
import type { SendOutcome } from '../types/capabilities.js'
import { validateSend } from './validate-send.js'

/** What a sent transaction changed: the balances, and the activity past the API's cache. */
function readAfterSend(core: AppKitCore, namespace: ChainNamespace): void {
  core.activity.stale = true
  void fetchBalance(core, { namespace, force: true })
  void fetchTokenBalances(core, { namespace, force: true })
}

/**
 * Sends what the form says (spec §4's send flow): loading, the wallet sends the native coin or
 * the token, then up to 25 s for the receipt; on success the form resets and the balances are
 * read afresh. Resolves with the transaction hash and whether it is mined or still pending (the
 * adapter says which); throws the typed error otherwise. Once the
 * wallet has sent, a failure of the wait (a timeout, a revert) clears the form too, keeping the
 * hash: the money may have moved, and a filled-in form would invite sending it twice.
 */
export async function sendTokens(core: AppKitCore): Promise<{ hash: string; status: SendOutcome }> {
  if (core.send.loading) throw new SendInProgressError()
  core.send.errorCode = undefined
  core.send.errorReason = undefined
  core.send.hash = undefined
  let namespace: ChainNamespace | undefined
  try {
    const request = validateSend(core)
    namespace = request.caipNetwork.chainNamespace
    const send = core.chains.chains[namespace]!.adapter!.send!
    core.send.loading = true
    const hash = await send.send(request)
    core.send.hash = hash
    const outcome = await send.waitForReceipt({
      hash,
      caipNetwork: request.caipNetwork,
      timeoutMs: SEND_RECEIPT_TIMEOUT_MS,
    })
    track(core, 'SEND_SUCCESS', {
      network: request.caipNetwork.caipNetworkId,
      token: core.send.token?.symbol,
    })
    resetSend(core.send)
    readAfterSend(core, namespace)
    return { hash, status: outcome ?? 'confirmed' }
  } catch (error) {
    const appKitError = toAppKitError(error)
    const { hash } = core.send
    if (hash && namespace) {
      resetSend(core.send)
      core.send.hash = hash
      readAfterSend(core, namespace)
    }
    core.send.loading = false
    // The user's own refusal needs no explaining on the form (the toast says it).
    if (!isUserRejection(error)) {
      core.send.errorCode = appKitError.code
      if (appKitError instanceof TransactionRevertedError) core.send.errorReason = appKitError.reason
    }
    track(core, 'SEND_ERROR', { message: appKitError.message })
    throw appKitError
  }
}
