import { ref } from 'valtio/vanilla'
import type { TokenBalance } from '../types/account-api.js'
import type { SendState } from './send.js'

/** Back to an empty form (spec §4: after a send succeeds). */
export function resetSend(state: SendState): void {
  Object.assign(state, {
    token: undefined,
    amount: '',
    receiverAddress: '',
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    receiverResolvedAddress: undefined,
    receiverResolving: false,
    fee: undefined,
    feeLoading: false,
    hash: undefined,
    loading: false,
    errorCode: undefined,
    errorReason: undefined,
  })
}

export function setSendToken(state: SendState, token: TokenBalance | undefined): void {
  state.token = token && ref({ ...token })
  state.fee = undefined
}
