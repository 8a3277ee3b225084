import { bytesToHex, type Hex, hexToBytes } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { solanaAddressOf } from '../signing/solana-signing.js'

/**
 * The embedded wallet's secret: the EVM private key (32 bytes, a valid secp256k1 scalar from viem)
 * followed by the Solana Ed25519 seed (32 random bytes). One secret, split once, so the two
 * namespaces' keys always travel, and are recovered, together.
 */
export const WALLET_SECRET_BYTES = 64

export interface WalletAddresses {
  evmAddress: `0x${string}`
  solanaAddress: string
}

export function createWalletSecret(random: Pick<Crypto, 'getRandomValues'> = crypto): Uint8Array {
  const secret = new Uint8Array(WALLET_SECRET_BYTES)
  secret.set(hexToBytes(generatePrivateKey()), 0)
  secret.set(random.getRandomValues(new Uint8Array(32)), 32)
  return secret
}

/** The EVM key as viem takes it. A hex string cannot be wiped: it lives only as long as one signature. */
export function evmKeyOf(secret: Uint8Array): Hex {
  return bytesToHex(secret.subarray(0, 32))
}

/** A view of the Solana seed (wiping the secret wipes it too). */
export function solanaSeedOf(secret: Uint8Array): Uint8Array {
  return secret.subarray(32, 64)
}

export async function walletAddresses(secret: Uint8Array): Promise<WalletAddresses> {
  return {
    evmAddress: privateKeyToAddress(evmKeyOf(secret)),
    solanaAddress: await solanaAddressOf(solanaSeedOf(secret)),
  }
}
