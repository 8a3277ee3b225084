import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
} from '@solana/kit'
import { SolanaInvalidInputError } from './errors.js'

/** The wallet's one key: the WebCrypto pair that signs, and its address and raw public key. */
export interface SolanaKey {
  readonly keyPair: CryptoKeyPair
  readonly address: Address
  /** The 32 bytes of the Ed25519 public key (what a Wallet Standard account carries). */
  readonly publicKey: Uint8Array
}

const SEED = /^(?:0x)?([0-9a-fA-F]{64})$/

/** The bytes of a 32-byte Ed25519 seed in hex (`SOLANA_TEST_ACCOUNTS[i].seed`, 0x optional). */
export function parseSeed(seedHex: string): Uint8Array {
  const digits = SEED.exec(seedHex)?.[1]
  if (!digits) throw new SolanaInvalidInputError('the seed must be 32 bytes in hex (64 hex digits).')
  return Uint8Array.from(digits.match(/../g)!, (pair) => Number.parseInt(pair, 16))
}

/**
 * Imports the seed into WebCrypto (not extractable: the page cannot read it back) and derives the
 * address. Async because WebCrypto is.
 */
export async function loadSolanaKey(seedHex: string): Promise<SolanaKey> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(parseSeed(seedHex))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  return { keyPair, address, publicKey: new Uint8Array(getAddressEncoder().encode(address)) }
}
