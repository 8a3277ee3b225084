import { describe, expect, it } from 'vitest'
import { errorText, snackText } from './message-text.js'

// A test-only namespace's code, declared as an adapter declares its own.
declare module '@appkit/common' {
  interface AppKitErrorCodes {
    FOURTH_NAMESPACE_REFUSED: true
  }
}

describe('message text', () => {
  it('says an error by its code, a JSON-RPC code by its standard wording, anything else as unknown', () => {
    expect(errorText('CHAIN_NOT_CONFIGURED')).toBe('Chain not configured.')
    expect(errorText(4001)).toBe('User rejected the request.')
    expect(errorText('SOMETHING_NEW')).toBe('Unknown error')
  })

  // A Bitcoin broadcast the network refused says so, not 'Unknown error': the Bitcoin adapter words
  // its own codes (adapters/bitcoin/src/error-messages.test.ts); the UI holds none of them.
  it('says an adapter’s own code in the adapter’s words, which come first', () => {
    const adapters = [
      {},
      { errorMessages: { FOURTH_NAMESPACE_REFUSED: 'Refused by the fourth network' } },
      { errorMessages: { MODAL_CLOSED: 'Closed, in the adapter’s words' } },
    ]
    expect(errorText('FOURTH_NAMESPACE_REFUSED', adapters)).toBe('Refused by the fourth network')
    expect(errorText('FOURTH_NAMESPACE_REFUSED')).toBe('Unknown error')
    expect(errorText('MODAL_CLOSED', adapters)).toBe('Closed, in the adapter’s words')
    expect(snackText({ errorCode: 'FOURTH_NAMESPACE_REFUSED' }, adapters)).toBe(
      'Refused by the fourth network',
    )
  })

  it('says a toast by its key or its error code', () => {
    expect(snackText({ key: 'connectionRejected' })).toBe('Connection rejected')
    expect(snackText({ key: 'transactionPending' })).toBe('Transaction sent, waiting for a block')
    expect(snackText({ key: 'linkCopied' })).toBe('Link copied')
    expect(snackText({ frameMessage: 'This device is not approved yet.' })).toBe(
      'This device is not approved yet.',
    )
    expect(snackText({ errorCode: 'INTERNAL_SDK_ERROR' })).toBe('Failed to disconnect')
    expect(snackText({ key: 'no such key' })).toBe('Unknown error')
    expect(snackText(undefined)).toBe('')
  })
})
