import type { AppKitCore } from '../core/core.js'
import { setSendToken } from '../state/send.js'
import type { TokenBalance } from '../types/account-api.js'

// The Send view's inputs. Each change drops what the previous values made stale: the fee and the
// last failure.

function clearSendError(core: AppKitCore): void {
  core.send.errorCode = undefined
  core.send.errorReason = undefined
}

export function chooseSendToken(core: AppKitCore, token: TokenBalance | undefined): void {
  setSendToken(core.send, token)
  clearSendError(core)
}

export function setSendAmount(core: AppKitCore, amount: string): void {
  core.send.amount = amount
  core.send.fee = undefined
  clearSendError(core)
}

export function setSendReceiver(core: AppKitCore, address: string): void {
  core.send.receiverAddress = address
  core.send.receiverProfileName = undefined
  core.send.receiverProfileImage = undefined
  core.send.fee = undefined
  clearSendError(core)
}

/** The whole balance of the chosen token (the wallet keeps the native coin's fee out of it). */
export function setSendMax(core: AppKitCore): void {
  const { token } = core.send
  if (token) setSendAmount(core, token.amount)
}
