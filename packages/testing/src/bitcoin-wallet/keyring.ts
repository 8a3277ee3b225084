import type { IdentifierString } from '@wallet-standard/base'
import type { Network } from 'bitcoinjs-lib'
import { type BitcoinKeyAccounts, createKeyAccounts } from './account.js'
import { BitcoinInvalidInputError } from './errors.js'
import { type BitcoinKey, loadBitcoinKey } from './key.js'
import type { BitcoinPaymentType } from './payment-type.js'

export interface KeyringEntry {
  readonly key: BitcoinKey
  readonly accounts: BitcoinKeyAccounts
}

/** The keys the wallet holds and the one it shows dapps, which the user may switch like in a real wallet. */
export interface Keyring {
  readonly entries: readonly KeyringEntry[]
  current(): KeyringEntry
  /** Shows the key at `index` from now on; returns whether that changed anything. */
  select(index: number): boolean
}

export function createKeyring(
  privateKeys: readonly string[],
  network: Network,
  chains: readonly IdentifierString[],
  paymentType: BitcoinPaymentType = 'p2wpkh',
): Keyring {
  if (privateKeys.length === 0) throw new BitcoinInvalidInputError('the wallet needs at least one account.')
  const entries = privateKeys.map((privateKey) => {
    const key = loadBitcoinKey(privateKey, network, paymentType)
    return { key, accounts: createKeyAccounts(key, chains) }
  })
  let selected = 0
  return {
    entries,
    current: () => entries[selected]!,
    select(index) {
      if (!Number.isInteger(index) || index < 0 || index >= entries.length) {
        throw new BitcoinInvalidInputError(
          `there is no account ${index}; the wallet holds ${entries.length}.`,
        )
      }
      const changed = index !== selected
      selected = index
      return changed
    },
  }
}
