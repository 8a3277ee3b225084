import { describe, expect, it } from 'vitest'
import {
  SolanaInvalidInputError,
  SolanaSendError,
  SolanaUnauthorizedError,
  SolanaUserRejectedError,
  SolanaWalletError,
} from './errors.js'

describe('Solana wallet errors', () => {
  it("reject like Phantom-style wallets: code 4001, 'User rejected the request.'", () => {
    const error = new SolanaUserRejectedError()
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(SolanaWalletError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('say which input was wrong, and why an account may not sign', () => {
    expect(new SolanaInvalidInputError('the message must be bytes')).toMatchObject({
      code: -32602,
      message: 'Invalid input: the message must be bytes',
    })
    expect(new SolanaUnauthorizedError('connect first')).toMatchObject({ code: 4100 })
  })

  it("keep the node's error as the cause of a failed send, and every reason along its cause chain", () => {
    const cause = new Error('Transaction simulation failed', { cause: new Error('Blockhash not found') })
    const error = new SolanaSendError(cause)
    expect(error).toMatchObject({
      code: -32603,
      message: 'The transaction was not sent: Transaction simulation failed: Blockhash not found',
    })
    expect(error.cause).toBe(cause)
  })

  it("name the server's own message when the client's is only a code", () => {
    const coded = Object.assign(new Error('Solana error #-32005'), {
      context: { __serverMessage: 'Node is behind' },
    })
    expect(new SolanaSendError(coded).message).toBe(
      'The transaction was not sent: Solana error #-32005: Node is behind',
    )
    expect(new SolanaSendError('offline').message).toBe('The transaction was not sent: offline')
  })
})
