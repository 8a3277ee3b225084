import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { type ECPairAPI, ECPairFactory } from 'ecpair'

export type Secp256k1 = typeof ecc

/**
 * secp256k1 for bitcoinjs-lib and ecpair: @bitcoinerlab/secp256k1 is pure JavaScript (noble-curves),
 * so the wallet runs in any page without WASM. Taproot payments need bitcoinjs-lib's ECC library set;
 * that is done here, on first use, rather than at import (the package has no import side effects).
 */
export function bitcoinCrypto(): { ecc: Secp256k1; ECPair: ECPairAPI } {
  initEccLib(ecc)
  return { ecc, ECPair: ECPairFactory(ecc) }
}
