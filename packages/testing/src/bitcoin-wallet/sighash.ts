import { Transaction } from 'bitcoinjs-lib'
import { BitcoinUnsupportedMethodError } from './errors.js'
import type { BitcoinAddressPurpose } from './standard-features.js'

// What each account signs with. SIGHASH_ALL commits to every input and output; Taproot's DEFAULT
// (0, a 64-byte signature) means the same. Anything narrower (NONE, SINGLE, ANYONECANPAY) lets
// others change the transaction after signing: this wallet refuses it rather than guess.

const NAMES: Readonly<Record<string, number>> = {
  DEFAULT: Transaction.SIGHASH_DEFAULT,
  ALL: Transaction.SIGHASH_ALL,
}

const SUPPORTED: Readonly<Record<BitcoinAddressPurpose, readonly number[]>> = {
  payment: [Transaction.SIGHASH_ALL],
  ordinals: [Transaction.SIGHASH_DEFAULT, Transaction.SIGHASH_ALL],
}

/** The default for an input that names none: ALL for P2WPKH, DEFAULT for P2TR (as bitcoinjs-lib and BIP-341). */
export function defaultSighash(purpose: BitcoinAddressPurpose): number {
  return SUPPORTED[purpose][0]!
}

/**
 * The flag a request asks for (a number, or MetaMask's names) for an input of `purpose`; the
 * default when it asks for none. Throws BitcoinUnsupportedMethodError for a flag this wallet
 * does not sign with.
 */
export function requestedSighash(value: unknown, purpose: BitcoinAddressPurpose): number {
  if (value === undefined) return defaultSighash(purpose)
  const flag = typeof value === 'string' ? NAMES[value] : value
  if (typeof flag !== 'number' || !SUPPORTED[purpose].includes(flag)) {
    const allowed = purpose === 'payment' ? 'ALL (1)' : 'DEFAULT (0) or ALL (1)'
    throw new BitcoinUnsupportedMethodError(
      `the ${purpose} account signs with sighash ${allowed} only, not ${JSON.stringify(value)}.`,
    )
  }
  return flag
}
