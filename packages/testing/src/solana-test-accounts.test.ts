import { createPrivateKey, createPublicKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SOLANA_LAB_CHAIN_ID, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT } from './solana-test-accounts.js'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let text = ''
  while (n > 0n) {
    text = BASE58[Number(n % 58n)] + text
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** The Ed25519 public key of a 32-byte seed, through Node's own crypto (PKCS#8 wrapping). */
function publicKeyOf(seedHex: string): Uint8Array {
  const pkcs8 = Buffer.concat([
    Buffer.from('302e020100300506032b657004220420', 'hex'),
    Buffer.from(seedHex, 'hex'),
  ])
  const key = createPublicKey(createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }))
  return key.export({ format: 'der', type: 'spki' }).subarray(-32)
}

describe('the local SVM accounts', () => {
  it('have the addresses of their seeds', () => {
    for (const { seed, address } of [...SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MINT]) {
      expect(base58(publicKeyOf(seed))).toBe(address)
    }
  })

  it('name the chain with a 32-character base58 reference (CAIP-2)', () => {
    const [namespace, reference] = SOLANA_LAB_CHAIN_ID.split(':')
    expect(namespace).toBe('solana')
    expect(reference).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32}$/)
  })
})
