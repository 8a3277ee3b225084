import { describe, expect, it } from 'vitest'
import { sendStatus } from './send-status.js'

const form = { amount: '', receiverAddress: '', feeLoading: false, loading: false }

describe('sendStatus', () => {
  it('says where a send is: in the wallet, then on the chain', () => {
    expect(sendStatus(form)).toEqual({})
    expect(sendStatus({ ...form, loading: true })).toEqual({
      progress: 'Confirm the transaction in your wallet',
    })
    expect(sendStatus({ ...form, loading: true, hash: '0x1' })).toEqual({
      progress: 'Waiting for the network to confirm…',
    })
  })

  it("says why it failed in the spec's words, with the chain's revert reason when it gave one", () => {
    expect(sendStatus({ ...form, errorCode: 'SEND_DETAILS_MISSING' }).error).toBe(
      'An amount and receiver address are required',
    )
    expect(sendStatus({ ...form, errorCode: 'SEND_TOKEN_MISSING' }).error).toBe('A token is required')
    expect(sendStatus({ ...form, errorCode: 'UNSUPPORTED_CHAIN' }).error).toBe('Unsupported chain')
    expect(sendStatus({ ...form, errorCode: 'TRANSACTION_REVERTED' }).error).toBe(
      'Transaction reverted: unknown reason',
    )
    expect(sendStatus({ ...form, errorCode: 'TRANSACTION_REVERTED', errorReason: 'Paused' }).error).toBe(
      'Transaction reverted: Paused',
    )
    expect(sendStatus({ ...form, errorCode: 'INSUFFICIENT_FUNDS' }).error).toMatch(/exceeds the balance/)
    expect(sendStatus({ ...form, errorCode: 4001 }).error).toBe('User rejected the request.')
  })

  it('says a failure of the adapter’s own in the adapter’s words', () => {
    const adapters = [{ errorMessages: { UNKNOWN_ERROR: 'Lost on the way' } }]
    expect(sendStatus({ ...form, errorCode: 'UNKNOWN_ERROR' }, adapters).error).toBe('Lost on the way')
  })

  it('Send: says why Send is disabled as the form stands: missing is a hint, wrong an error, a name being looked up', () => {
    expect(sendStatus(form, [], { blocker: 'SEND_DETAILS_MISSING' })).toEqual({
      hint: 'An amount and receiver address are required',
    })
    expect(sendStatus(form, [], { blocker: 'INVALID_ADDRESS' })).toEqual({ error: 'Invalid address' })
    expect(sendStatus(form, [], { blocker: 'INSUFFICIENT_BALANCE' })).toEqual({
      error: 'Insufficient balance',
    })
    expect(sendStatus(form, [], { resolving: 'bob.lab.id' })).toEqual({ hint: 'Looking up bob.lab.id…' })
    // The last try's failure, or the send under way, come first.
    expect(
      sendStatus({ ...form, errorCode: 'TRANSACTION_REVERTED' }, [], { blocker: 'INVALID_ADDRESS' }).error,
    ).toBe('Transaction reverted: unknown reason')
    expect(sendStatus({ ...form, loading: true }, [], { blocker: 'INVALID_ADDRESS' })).toEqual({
      progress: 'Confirm the transaction in your wallet',
    })
  })
})
