import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { loadSolanaSigner } from './solana-key.js'
import { solanaSignTransaction } from './solana-sign-transaction.js'

const signer = await loadSolanaSigner(SOLANA_TEST_ACCOUNTS[2].seed)
const OTHER = address(SOLANA_TEST_ACCOUNTS[0].address)

/** An unsigned memo transaction paid by `feePayer`, needing `alsoSigners` too, in base64 (no node needed). */
function memoTransaction(feePayer: string, alsoSigners: string[] = []): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi'), lastValidBlockHeight: 1n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('MemoSq4gqABAHKbc7eDvNrHVPxXaXR9eNJTJzHnvrpx'),
          accounts: alsoSigners.map((a) => ({ address: address(a), role: AccountRole.READONLY_SIGNER })),
          data: new TextEncoder().encode('lab'),
        },
        m,
      ),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

const decode = (base64: string) => getTransactionDecoder().decode(getBase64Encoder().encode(base64))

describe('solana_signTransaction', () => {
  it('answers { signature: base58, transaction: base64 } with a signature over the message that verifies', async () => {
    const sent = memoTransaction(signer.address)
    const result = await solanaSignTransaction(signer, { transaction: sent })

    const signed = decode(result.transaction)
    expect(signed.messageBytes).toEqual(decode(sent).messageBytes)
    const signature = getBase58Encoder().encode(result.signature) as SignatureBytes
    expect(signed.signatures[signer.address]).toEqual(signature)
    await expect(verifySignature(signer.keyPair.publicKey, signature, signed.messageBytes)).resolves.toBe(
      true,
    )
  })

  it("leaves another signer's slot empty for the dapp to fill", async () => {
    const result = await solanaSignTransaction(signer, {
      transaction: memoTransaction(signer.address, [OTHER]),
    })
    expect(decode(result.transaction).signatures[OTHER]).toBeNull()
  })

  it('refuses a transaction that does not need this wallet, and bytes that are no transaction, with -32602', async () => {
    await expect(
      solanaSignTransaction(signer, { transaction: memoTransaction(OTHER) }),
    ).rejects.toMatchObject({
      code: -32602,
      message: `solana_signTransaction: the transaction does not ask for a signature from ${signer.address}.`,
    })
    await expect(solanaSignTransaction(signer, { transaction: 'AQID' })).rejects.toThrow(
      'solana_signTransaction: the transaction could not be decoded (',
    )
    await expect(solanaSignTransaction(signer, { message: 'x' })).rejects.toThrow(
      'solana_signTransaction: "transaction" must be a base64 string.',
    )
  })
})
