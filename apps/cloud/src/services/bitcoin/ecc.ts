import * as secp256k1 from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'

/**
 * The secp256k1 library for bitcoinjs-lib and for signature checks: pure JavaScript (noble), no
 * WASM to load. bitcoinjs-lib keeps it in a global of its own and needs it for anything Taproot
 * (P2TR outputs, bcrt1p addresses), so every module that touches those imports this one.
 * initEccLib checks the library once and is idempotent.
 */
initEccLib(secp256k1)

export const ecc = secp256k1
