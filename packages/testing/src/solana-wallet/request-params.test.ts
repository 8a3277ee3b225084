import { describe, expect, it } from 'vitest'
import { messageParam, transactionParam } from './request-params.js'

describe('messageParam', () => {
  it('shows a text message as text, and other bytes as hex', () => {
    expect(messageParam('A', new TextEncoder().encode('Sign in to the lab\nnonce: 1'))).toEqual({
      account: 'A',
      message: 'Sign in to the lab\nnonce: 1',
    })
    expect(messageParam('A', new Uint8Array([0, 1, 255])).message).toBe('0x0001ff')
    expect(messageParam('A', new Uint8Array([0xc3, 0x28])).message).toBe('0xc328')
  })
})

describe('transactionParam', () => {
  it('shows the transaction in base64, with the chain and options only when given', () => {
    expect(transactionParam('A', new Uint8Array([1, 2, 3]))).toEqual({ account: 'A', transaction: 'AQID' })
    expect(
      transactionParam('A', new Uint8Array([1]), 'solana:devnet', { preflightCommitment: 'confirmed' }),
    ).toEqual({
      account: 'A',
      chain: 'solana:devnet',
      transaction: 'AQ==',
      options: { preflightCommitment: 'confirmed' },
    })
  })

  it('is plain JSON', () => {
    const param = transactionParam('A', new Uint8Array([1]), 'solana:devnet', { skipPreflight: true })
    expect(JSON.parse(JSON.stringify(param))).toEqual(param)
  })
})
