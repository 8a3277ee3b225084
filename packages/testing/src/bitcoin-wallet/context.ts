import type { IdentifierString } from '@wallet-standard/base'
import type { Network } from 'bitcoinjs-lib'
import type { Approvals } from '../shared/approvals.js'
import type { ChangeEvents } from '../shared/change-events.js'
import type { BitcoinWalletAccount } from './account.js'
import type { BitcoinAuthorization } from './authorization.js'
import type { Keyring } from './keyring.js'

/** What a feature may use: the keys, the chains, the dapp's approvals, the "popup" and the events. */
export interface BitcoinWalletContext {
  readonly keyring: Keyring
  readonly chains: readonly IdentifierString[]
  /** The address network of every chain the wallet offers. */
  readonly network: Network
  readonly authorization: BitcoinAuthorization
  readonly approvals: Approvals
  readonly events: ChangeEvents
}

/** The accounts the dapp sees: the shown key's accounts of the approved purposes, while connected. */
export function visibleAccounts(ctx: BitcoinWalletContext): BitcoinWalletAccount[] {
  if (!ctx.authorization.isConnected()) return []
  const { accounts } = ctx.keyring.current()
  return ctx.authorization.purposes().map((purpose) => accounts[purpose])
}
