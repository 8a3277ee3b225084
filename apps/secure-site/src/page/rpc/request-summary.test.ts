import { describe, expect, it } from 'vitest'
import type { PricedTransaction } from './fill-transaction.js'
import {
  bytesMessageField,
  messageField,
  readableText,
  transactionFields,
  typedDataFields,
} from './request-summary.js'

describe('request summaries', () => {
  it('shows a hex message that is text as its text, and other bytes as hex', () => {
    expect(messageField('0x48656c6c6f')).toEqual({ label: 'Message', value: 'Hello' })
    expect(messageField('plain text')).toEqual({ label: 'Message', value: 'plain text' })
    expect(messageField('0x00ff')).toEqual({ label: 'Message', value: '0x00ff' })
    expect(bytesMessageField(Uint8Array.of(0, 255))).toEqual({ label: 'Message', value: '0x00ff' })
    expect(bytesMessageField(new TextEncoder().encode('Sign in'))).toEqual({
      label: 'Message',
      value: 'Sign in',
    })
  })

  it('does not show text with control characters as text', () => {
    expect(readableText(new TextEncoder().encode('ok\nline'))).toBe('ok\nline')
    expect(readableText(Uint8Array.of(0x41, 0x1b, 0x41))).toBeUndefined()
  })

  it('cuts long values for the eye', () => {
    const long = messageField('x'.repeat(5000)).value
    expect(long).toHaveLength(2001)
    expect(long.endsWith('…')).toBe(true)
  })

  const priced = (overrides: Partial<PricedTransaction>): PricedTransaction => ({
    chainId: 31337,
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    value: 0n,
    gas: 21_000n,
    fees: { type: 'legacy', gasPrice: 2_000_000_000n },
    maxFee: 42_000_000_000_000n,
    ...overrides,
  })

  it('shows a transaction’s receiver, value, maximum fee and data', () => {
    expect(
      transactionFields(
        priced({
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: 1_500_000_000_000_000_000n,
          data: '0x1234',
        }),
        { symbol: 'ETH' },
      ),
    ).toEqual([
      { label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { label: 'Value', value: '1.5 ETH' },
      { label: 'Max network fee', value: '0.000042 ETH' },
      { label: 'Data', value: '0x1234 (2 bytes)' },
    ])
    expect(transactionFields(priced({ data: '0x60' }), { symbol: 'ETH' })[0]).toEqual({
      label: 'To',
      value: 'Contract creation',
    })
  })

  it('calldata hidden past the 66th character (blind approval) is shown whole', () => {
    const data = `0x${'ab'.repeat(300)}` as const
    const field = transactionFields(priced({ data }), { symbol: 'ETH' }).find((f) => f.label === 'Data')
    expect(field?.value).toBe(`${data} (300 bytes)`)
  })

  it('shows typed data’s domain, type and message', () => {
    const fields = typedDataFields({
      domain: { name: 'Lab', version: '1' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    })
    expect(fields).toEqual([
      { label: 'Domain', value: 'name: Lab\nversion: 1' },
      { label: 'Type', value: 'Mail' },
      { label: 'Message', value: '{\n  "contents": "hi"\n}' },
    ])
  })
})
