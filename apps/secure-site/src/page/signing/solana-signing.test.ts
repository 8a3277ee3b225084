import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase58Decoder,
  getPublicKeyFromPrivateKey,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { UnknownAccountError } from '../errors.js'
import {
  signSolanaMessage,
  signSolanaTransaction,
  solanaAddressOf,
  transactionSigners,
} from './solana-signing.js'

const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const otherSeed = Uint8Array.from({ length: 32 }, (_, i) => 100 + i)

async function transferFrom(feePayer: Address): Promise<Uint8Array> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 10n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        { programAddress: '11111111111111111111111111111111' as Address, data: new Uint8Array([2, 0, 0, 0]) },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('Solana signing', () => {
  it('derives the address kit derives from the seed', async () => {
    expect(await solanaAddressOf(seed)).toBe((await createKeyPairSignerFromPrivateKeyBytes(seed)).address)
  })

  it('signs a message with a signature that verifies', async () => {
    const message = new TextEncoder().encode('Hello Solana')
    const signature = await signSolanaMessage(seed, message)
    expect(signature).toHaveLength(64)
    const { privateKey } = await createKeyPairFromPrivateKeyBytes(seed, true)
    const publicKey = await getPublicKeyFromPrivateKey(privateKey, true)
    expect(await verifySignature(publicKey, signature as never, message)).toBe(true)
  })

  it('fills this wallet’s signature slot of a transaction', async () => {
    const address = (await solanaAddressOf(seed)) as Address
    const wire = await transferFrom(address)
    expect(transactionSigners(wire)).toEqual([address])
    const { signed, signature } = await signSolanaTransaction(seed, wire)
    const decoded = getTransactionDecoder().decode(signed)
    expect(decoded.signatures[address]).toEqual(signature)
    expect(getBase58Decoder().decode(signature)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  })

  it('refuses a transaction that does not ask for this wallet', async () => {
    const wire = await transferFrom((await solanaAddressOf(otherSeed)) as Address)
    await expect(signSolanaTransaction(seed, wire)).rejects.toBeInstanceOf(UnknownAccountError)
  })
})
