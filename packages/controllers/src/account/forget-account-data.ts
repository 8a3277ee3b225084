import type { AccountState } from '../types/account.js'

/**
 * What was read for an account on one network (balance, tokens, the retry block of a failed read)
 * must never show under another network or account. Called on every change of a namespace's
 * network or address. (A send form filled in for them clears itself: send-follows-account.ts.)
 */
export function forgetNetworkData(account: AccountState): void {
  Object.assign(account, {
    balance: undefined,
    tokens: undefined,
    tokensLoading: false,
    lastRetry: undefined,
  })
}

/** As forgetNetworkData, and the account's name and avatar too: another address has its own. */
export function forgetAccountData(account: AccountState): void {
  forgetNetworkData(account)
  Object.assign(account, { profileName: undefined, profileImage: undefined })
}
