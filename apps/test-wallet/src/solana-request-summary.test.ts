import { SOLANA_TEST_ACCOUNTS } from '@appkit/testing'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { summarizeRequest } from './request-summary.js'
import { solanaSummary } from './solana-request-summary.js'

const [account] = SOLANA_TEST_ACCOUNTS
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

/**
 * A legacy wire transaction by hand: one empty signature slot, then the message (header: 1 signer,
 * 0 read-only; 1 account key; a blockhash; no instructions). In base64.
 */
function oneSignerTransaction(): string {
  const key = Buffer.from(getBase58Encoder().encode(account.address))
  const message = Buffer.concat([Buffer.from([1, 0, 0, 1]), key, Buffer.alloc(32), Buffer.from([0])])
  return Buffer.concat([Buffer.from([1]), Buffer.alloc(64), message]).toString('base64')
}

describe('solanaSummary', () => {
  it('shows the text of a base58 message and the account', () => {
    expect(
      solanaSummary('solana_signMessage', {
        message: base58(new TextEncoder().encode('Sign in ✓')),
        pubkey: account.address,
      }),
    ).toEqual([
      { label: 'Message', value: 'Sign in ✓' },
      { label: 'Account', value: account.address },
    ])
  })

  it('shows a message that is not text as sent', () => {
    const message = base58(new Uint8Array([0xff, 0xfe]))
    expect(solanaSummary('solana_signMessage', { message, pubkey: account.address })?.[0]).toEqual({
      label: 'Message',
      value: message,
    })
  })

  it("lists a transaction's signers and the transaction itself", () => {
    const transaction = oneSignerTransaction()
    expect(solanaSummary('solana_signTransaction', { transaction })).toEqual([
      { label: 'Signers', value: account.address },
      { label: 'Transaction', value: transaction },
    ])
  })

  it('is not for other methods, and a malformed transaction is shown raw by summarizeRequest', () => {
    expect(solanaSummary('personal_sign', ['0x01'])).toBeUndefined()
    expect(summarizeRequest('solana_signTransaction', { transaction: 'AQ' })).toEqual([
      { label: 'Parameters', value: '{"transaction":"AQ"}' },
    ])
  })
})
