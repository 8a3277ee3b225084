import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { getBase58Decoder, getBase58Encoder, type SignatureBytes, verifySignature } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { loadSolanaSigner } from './solana-key.js'
import { solanaSignMessage } from './solana-sign-message.js'

const signer = await loadSolanaSigner(SOLANA_TEST_ACCOUNTS[2].seed)
const base58 = (text: string) => getBase58Decoder().decode(new TextEncoder().encode(text))

describe('solana_signMessage', () => {
  it('answers { signature } in base58, an Ed25519 signature of the message bytes that verifies', async () => {
    const { signature } = await solanaSignMessage(signer, {
      message: base58('Sign in to the lab'),
      pubkey: signer.address,
    })
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(bytes).toHaveLength(64)
    const data = new TextEncoder().encode('Sign in to the lab')
    await expect(verifySignature(signer.keyPair.publicKey, bytes, data)).resolves.toBe(true)
  })

  it('refuses to sign for another account with 4100', async () => {
    await expect(
      solanaSignMessage(signer, { message: base58('x'), pubkey: SOLANA_TEST_ACCOUNTS[0].address }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(solanaSignMessage(signer, { message: base58('x') })).rejects.toMatchObject({ code: 4100 })
  })

  it('refuses params that are not { message: base58, pubkey } with -32602', async () => {
    await expect(solanaSignMessage(signer, [base58('x'), signer.address])).rejects.toMatchObject({
      code: -32602,
      message: 'solana_signMessage expects { message: base58, pubkey }.',
    })
    await expect(
      solanaSignMessage(signer, { message: 'not base58: 0', pubkey: signer.address }),
    ).rejects.toThrow('"message" is not valid base58')
  })
})
