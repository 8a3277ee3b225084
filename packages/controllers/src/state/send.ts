import type { ErrorCode } from '@appkit/common'
import { proxy } from 'valtio/vanilla'
import type { TokenAmount } from '../types/account.js'
import type { TokenBalance } from '../types/account-api.js'

/** The send form and its progress (spec §3's send state). */
export interface SendState {
  token?: TokenBalance
  /** As typed: a decimal text, checked when sending. */
  amount: string
  receiverAddress: string
  receiverProfileName?: string
  receiverProfileImage?: string
  /** The address a name typed as receiver points to ("bob.lab.id"): where the send goes. */
  receiverResolvedAddress?: string
  /** A name typed as receiver is being looked up. */
  receiverResolving: boolean
  /** What the send would cost, in the native coin; undefined while unknown. */
  fee?: TokenAmount
  feeLoading: boolean
  /** The transaction once the wallet sent it. */
  hash?: string
  loading: boolean
  /** The code of the last failure, for the view to explain. */
  errorCode?: ErrorCode
  /** Why the chain reverted it, when the revert data said (spec §8). */
  errorReason?: string
}

export function createSendState(): SendState {
  return proxy<SendState>({
    amount: '',
    receiverAddress: '',
    receiverResolving: false,
    feeLoading: false,
    loading: false,
  })
}
