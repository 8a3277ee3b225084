import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { JsonRpcError } from '../../http/json-rpc-error.js'

import { labSigner, signedTransfer, toBase64 } from './svm.test-helper.js'
import { decodeWireTransaction, MAX_TRANSACTION_BYTES, parseWireTransaction } from './wire-transaction.js'

const BLOCKHASH = '4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ'
const RECEIVER = 'Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS'

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof JsonRpcError && error.code === -32602) return error.message
    throw error
  }
  throw new Error('not refused')
}

describe('decodeWireTransaction', () => {
  it('decodes base64 and base58 into the message, the signatures and the version', async () => {
    const bytes = await signedTransfer(await labSigner(0), RECEIVER as never, 1n, BLOCKHASH)
    const wire = decodeWireTransaction(toBase64(bytes), 'base64')
    expect(wire.version).toBe(0)
    expect(wire.message.lifetimeToken).toBe(BLOCKHASH)
    expect(wire.message.staticAccounts[1]).toBe(RECEIVER)
    expect(wire.signatures).toEqual([wire.signature])
    expect(wire.signature).toBe(getBase58Decoder().decode(bytes.subarray(1, 65)))
    expect(decodeWireTransaction(getBase58Decoder().decode(bytes), 'base58').signature).toBe(wire.signature)
  })

  it('refuses bad encodings, oversized transactions and bytes that are not one', () => {
    expect(refusal(() => decodeWireTransaction('@@@@', 'base64'))).toMatch(/invalid base64 encoding/)
    expect(refusal(() => decodeWireTransaction('0OIl', 'base58'))).toMatch(/invalid base58 encoding/)
    expect(refusal(() => decodeWireTransaction('A'.repeat(1648), 'base64'))).toMatch(/too large/)
    const big = toBase64(new Uint8Array(MAX_TRANSACTION_BYTES + 3))
    expect(refusal(() => decodeWireTransaction(big, 'base64'))).toMatch(/too large/)
    expect(refusal(() => decodeWireTransaction(toBase64(new Uint8Array([1, 2, 3])), 'base64'))).toMatch(
      /failed to deserialize/,
    )
    expect(refusal(() => parseWireTransaction(new Uint8Array([0])))).toMatch(/failed to deserialize|sanitize/)
    expect(refusal(() => decodeWireTransaction(5, 'base64'))).toMatch(/expected an encoded transaction/)
  })
})
