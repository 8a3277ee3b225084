import { encodeBase58 } from '@appkit/common'
import type { SiwxMessageData, SiwxSession } from '@appkit/controllers'
import { ed25519 } from '@noble/curves/ed25519'
import { formatSiwxMessage } from '../message/format-message.js'
import { solanaData } from './fixtures.js'

// Test-only Solana keys and sessions signed with @noble/curves: an ed25519 implementation that
// is not the WebCrypto one the verifier uses by default.

export interface SolanaTestKey {
  secretKey: Uint8Array
  address: string
}

export function solanaKey(seedByte: number): SolanaTestKey {
  const secretKey = new Uint8Array(32).fill(seedByte)
  return { secretKey, address: encodeBase58(ed25519.getPublicKey(secretKey)) }
}

export function signSolanaText(key: SolanaTestKey, text: string): string {
  return encodeBase58(ed25519.sign(new TextEncoder().encode(text), key.secretKey))
}

export function solanaSession(key: SolanaTestKey, overrides: Partial<SiwxMessageData> = {}): SiwxSession {
  const data = solanaData({ accountAddress: key.address, ...overrides })
  const message = formatSiwxMessage(data)
  return { data, message, signature: signSolanaText(key, message) }
}
