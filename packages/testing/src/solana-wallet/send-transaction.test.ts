import { type Base64EncodedWireTransaction, getBase58Decoder } from '@solana/kit'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeSolanaRpc, startFakeSolanaRpc } from '../test-utils/fake-solana-rpc.js'
import { sendWireTransaction } from './send-transaction.js'

const SIGNATURE = new Uint8Array(64).fill(7)
const WIRE = 'AQID' as Base64EncodedWireTransaction
let rpc: FakeSolanaRpc | undefined

afterEach(async () => {
  await rpc?.close()
  rpc = undefined
})

describe('sendWireTransaction', () => {
  it("posts sendTransaction in base64 with the dapp's preflight options, and returns the node's signature", async () => {
    rpc = await startFakeSolanaRpc(() => ({ result: getBase58Decoder().decode(SIGNATURE) }))
    const signature = await sendWireTransaction(rpc.url, WIRE, {
      preflightCommitment: 'processed',
      skipPreflight: false,
      maxRetries: 3,
      minContextSlot: 10,
    })
    expect(signature).toEqual(SIGNATURE)
    expect(rpc.calls).toEqual([
      {
        method: 'sendTransaction',
        params: [
          'AQID',
          {
            encoding: 'base64',
            preflightCommitment: 'processed',
            skipPreflight: false,
            maxRetries: 3,
            minContextSlot: 10,
          },
        ],
      },
    ])
  })

  it("fails with the node's reason when the node refuses", async () => {
    // A preflight failure as Solana's nodes report it: the reason is in `data.err`.
    const data = { err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0 }
    rpc = await startFakeSolanaRpc(() => ({
      error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found', data },
    }))
    await expect(sendWireTransaction(rpc.url, WIRE)).rejects.toMatchObject({
      code: -32603,
      message: expect.stringMatching(/^The transaction was not sent: .*Blockhash not found/),
    })
  })

  it('lets @solana/kit fill in its default preflight commitment when the dapp gives none', async () => {
    rpc = await startFakeSolanaRpc(() => ({ result: getBase58Decoder().decode(SIGNATURE) }))
    await sendWireTransaction(rpc.url, WIRE)
    expect(rpc.calls[0]?.params[1]).toEqual({ encoding: 'base64', preflightCommitment: 'confirmed' })
  })

  it('fails when the node answers something that is not a signature', async () => {
    rpc = await startFakeSolanaRpc(() => ({ result: 'not base58: 0OIl' }))
    await expect(sendWireTransaction(rpc.url, WIRE)).rejects.toThrow('not a signature')
  })
})
