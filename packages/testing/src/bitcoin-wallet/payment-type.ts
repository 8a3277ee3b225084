import { type Network, payments } from 'bitcoinjs-lib'
import { BitcoinInvalidInputError } from './errors.js'

/**
 * How the payment account's address locks coins to its key: native SegWit (`p2wpkh`, bcrt1q…), or
 * the same P2WPKH script nested in P2SH (`p2sh-p2wpkh`, 2… on regtest), which Xverse pays from.
 */
export type BitcoinPaymentType = 'p2wpkh' | 'p2sh-p2wpkh'

const PAYMENT_TYPES: readonly BitcoinPaymentType[] = ['p2wpkh', 'p2sh-p2wpkh']

export function parsePaymentType(value: unknown): BitcoinPaymentType {
  if (value === undefined) return 'p2wpkh'
  if (PAYMENT_TYPES.includes(value as BitcoinPaymentType)) return value as BitcoinPaymentType
  throw new BitcoinInvalidInputError(
    `paymentType must be ${PAYMENT_TYPES.map((type) => `'${type}'`).join(' or ')}, got ${JSON.stringify(value)}.`,
  )
}

export interface PaymentScripts {
  readonly address: string
  readonly script: Uint8Array
  /** P2SH only: the P2WPKH script the output commits to, which a PSBT input must carry to be signed. */
  readonly redeemScript?: Uint8Array
}

/** The payment address of a compressed key, as `type` locks coins to it. */
export function paymentScripts(
  pubkey: Uint8Array,
  network: Network,
  type: BitcoinPaymentType,
): PaymentScripts {
  const p2wpkh = payments.p2wpkh({ pubkey, network })
  if (type === 'p2wpkh') return { address: p2wpkh.address!, script: p2wpkh.output! }
  const p2sh = payments.p2sh({ redeem: p2wpkh, network })
  return { address: p2sh.address!, script: p2sh.output!, redeemScript: p2wpkh.output! }
}
