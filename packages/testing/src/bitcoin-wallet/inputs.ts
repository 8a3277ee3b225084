import { BITCOIN_PURPOSES } from './account.js'
import { type BitcoinWalletContext, visibleAccounts } from './context.js'
import { BitcoinInvalidInputError, BitcoinUnauthorizedError } from './errors.js'
import type { KeyringEntry } from './keyring.js'
import type { BitcoinAddressPurpose, BitcoinMessageProtocol } from './standard-features.js'

// Checks of what a dapp passes to a feature, made before the user is asked: a request that cannot
// be carried out fails at once with the reason, never after an approval.

/** The account a dapp names must be one it was given: this key's, of an approved purpose, while connected. */
export function requireAccount(
  ctx: BitcoinWalletContext,
  account: unknown,
): { entry: KeyringEntry; purpose: BitcoinAddressPurpose } {
  if (!ctx.authorization.isConnected()) throw new BitcoinUnauthorizedError('the dapp is not connected.')
  const address =
    typeof account === 'object' && account !== null ? (account as { address?: unknown }).address : undefined
  const match = visibleAccounts(ctx).find((visible) => visible.address === address)
  if (!match) {
    const given = visibleAccounts(ctx)
      .map((visible) => visible.address)
      .join(', ')
    throw new BitcoinUnauthorizedError(`the dapp holds ${given}, not ${JSON.stringify(address)}.`)
  }
  return { entry: ctx.keyring.current(), purpose: match.purpose }
}

export function requireBytes(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw new BitcoinInvalidInputError(`${what} must be a Uint8Array, got ${kindOf(value)}.`)
  }
  return value
}

/** `bitcoin:connect`'s purposes: at least one, each known, none twice (the standard's own TODO). */
export function parsePurposes(input: unknown): BitcoinAddressPurpose[] {
  const purposes =
    typeof input === 'object' && input !== null ? (input as { purposes?: unknown }).purposes : undefined
  if (!Array.isArray(purposes) || purposes.length === 0) {
    throw new BitcoinInvalidInputError(
      `purposes must be a non-empty array of ${BITCOIN_PURPOSES.join(' or ')}.`,
    )
  }
  for (const purpose of purposes) {
    if (!BITCOIN_PURPOSES.includes(purpose)) {
      throw new BitcoinInvalidInputError(`${JSON.stringify(purpose)} is not a purpose (payment or ordinals).`)
    }
  }
  if (new Set(purposes).size !== purposes.length) {
    throw new BitcoinInvalidInputError(`purposes names one twice: ${purposes.join(', ')}.`)
  }
  return purposes
}

/** BIP-322 unless the dapp asks for the legacy scheme; anything else is a mistake worth naming. */
export function parseProtocol(value: unknown): BitcoinMessageProtocol {
  if (value === undefined || value === 'bip322') return 'bip322'
  if (value === 'ecdsa') return 'ecdsa'
  throw new BitcoinInvalidInputError(`protocol must be 'bip322' or 'ecdsa', got ${JSON.stringify(value)}.`)
}

export function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return `a ${value.constructor?.name ?? 'object'}`
  return `a ${typeof value}`
}
