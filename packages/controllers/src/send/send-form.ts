import { formatUnits, parseUnits } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { getActiveChain } from '../state/chains.js'
import { setSendToken } from '../state/send-changes.js'
import type { TokenBalance } from '../types/account-api.js'
import { sendFollowsAccount } from './send-follows-account.js'
import { isResolvableName, sendReceiver } from './send-receiver.js'
import { heldToken } from './sendable-tokens.js'

// The Send view's inputs. Each change drops what the previous values made stale: the fee and the
// last failure.

function clearSendError(core: AppKitCore): void {
  core.send.errorCode = undefined
  core.send.errorReason = undefined
}

export function chooseSendToken(core: AppKitCore, token: TokenBalance | undefined): void {
  setSendToken(core.send, token)
  clearSendError(core)
  sendFollowsAccount(core)
}

/** The amount as typed; a decimal comma (European keyboards) is read as a point. */
export function setSendAmount(core: AppKitCore, amount: string): void {
  core.send.amount = amount.replace(',', '.')
  core.send.fee = undefined
  clearSendError(core)
}

export function setSendReceiver(core: AppKitCore, address: string): void {
  core.send.receiverAddress = address
  core.send.receiverProfileName = undefined
  core.send.receiverProfileImage = undefined
  core.send.receiverResolvedAddress = undefined
  // A name is looked up once typing settles: until then the form waits for it, not refuses it.
  core.send.receiverResolving = isResolvableName(core, address)
  core.send.fee = undefined
  clearSendError(core)
}

/**
 * All of the chosen token the account holds now. For the native coin, less what the send will cost:
 * the whole balance would leave nothing for the fee, and the wallet would refuse it. Where the fee
 * grows with what is spent (Bitcoin's inputs), the adapter says what sending everything leaves.
 */
export async function setSendMax(core: AppKitCore): Promise<void> {
  const chain = getActiveChain(core.chains)
  const { token } = core.send
  const held = heldToken(chain, token)
  if (!held) return
  const fees = chain?.adapter?.fees
  const from = chain?.account.address
  if (held.address || !fees || !from || !chain.caipNetwork) {
    setSendAmount(core, held.amount)
    return
  }
  const to = sendReceiver(core) ?? from
  const caipNetwork = chain.caipNetwork
  try {
    const all = await fees.estimateMaxSend?.({ from, to, caipNetwork })
    if (all) {
      setSendAmount(core, formatUnits(all.amount, held.decimals))
      core.send.fee = all.fee
      return
    }
    // A transfer's cost does not depend on its amount: one unit stands for all of it.
    const fee = await fees.estimateSendFee({ from, to, amount: 1n, caipNetwork })
    const balance = parseUnits(held.amount, held.decimals)
    const max = balance > fee.value ? balance - fee.value : 0n
    setSendAmount(core, formatUnits(max, held.decimals))
    core.send.fee = fee
  } catch (error) {
    console.warn('[appkit] fee estimate unavailable; Max is the whole balance', error)
    setSendAmount(core, held.amount)
  }
}
