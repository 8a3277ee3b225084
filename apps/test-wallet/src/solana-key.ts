import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase16Encoder,
} from '@solana/kit'

/** The wallet's Solana account: the WebCrypto Ed25519 pair that signs, and its base58 address. */
export interface SolanaSigner {
  readonly address: Address
  readonly keyPair: CryptoKeyPair
}

/**
 * Imports a 32-byte seed (hex, checked by the config) into WebCrypto, not extractable, and derives
 * the address. Async because WebCrypto is.
 */
export async function loadSolanaSigner(seedHex: string): Promise<SolanaSigner> {
  const seed = getBase16Encoder().encode(seedHex.replace(/^0x/, '').toLowerCase())
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
  return { address: await getAddressFromPublicKey(keyPair.publicKey), keyPair }
}
