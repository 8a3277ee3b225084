import type { ChainNamespace } from '@appkit/common'
import type { AppKitCore } from '../core/core.js'
import { resetSend } from '../state/send.js'
import type { AccountState } from '../types/account.js'

/**
 * What was read for an account on one network (balance, tokens, the retry block of a failed read)
 * must never show under another network or account; and a send form filled in for them would send
 * from the wrong place. Called on every change of a namespace's network or address.
 */
export function forgetNetworkData(core: AppKitCore, namespace: ChainNamespace, account: AccountState): void {
  Object.assign(account, {
    balance: undefined,
    tokens: undefined,
    tokensLoading: false,
    lastRetry: undefined,
  })
  if (core.send.token?.caipNetworkId.startsWith(`${namespace}:`)) resetSend(core.send)
}

/** As forgetNetworkData, and the account's name and avatar too: another address has its own. */
export function forgetAccountData(core: AppKitCore, namespace: ChainNamespace, account: AccountState): void {
  forgetNetworkData(core, namespace, account)
  Object.assign(account, { profileName: undefined, profileImage: undefined })
}
