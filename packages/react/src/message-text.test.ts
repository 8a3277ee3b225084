import { describe, expect, it } from 'vitest'
import { errorText, snackText } from './message-text.js'

describe('message text', () => {
  it('says an error by its code, a JSON-RPC code by its standard wording, anything else as unknown', () => {
    expect(errorText('CHAIN_NOT_CONFIGURED')).toBe('Chain not configured.')
    expect(errorText(4001)).toBe('User rejected the request.')
    expect(errorText('SOMETHING_NEW')).toBe('Unknown error')
    // A Bitcoin broadcast the network refused says so, not 'Unknown error'.
    expect(errorText('BROADCAST_REJECTED')).toBe('Transaction rejected by the network')
  })

  it('says a toast by its key or its error code', () => {
    expect(snackText({ key: 'connectionRejected' })).toBe('Connection rejected')
    expect(snackText({ key: 'transactionPending' })).toBe('Transaction sent, waiting for a block')
    expect(snackText({ key: 'linkCopied' })).toBe('Link copied')
    expect(snackText({ errorCode: 'INTERNAL_SDK_ERROR' })).toBe('Failed to disconnect')
    expect(snackText({ key: 'no such key' })).toBe('Unknown error')
    expect(snackText(undefined)).toBe('')
  })
})
