import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

/**
 * Gives bitcoinjs-lib its secp256k1, which Taproot scripts and keys need: @bitcoinerlab/secp256k1
 * is plain JavaScript (noble-curves), so the page loads no WASM. Called before each use rather
 * than at import (the package has no import side effects); bitcoinjs-lib checks a library once.
 */
export function useEcc(): void {
  initEccLib(ecc)
}
