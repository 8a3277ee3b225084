import { describe, expect, it } from 'vitest'
import { errorMessage } from './error-message.js'

describe('errorMessage', () => {
  it('reads errors, WalletConnect error objects and anything else', () => {
    expect(errorMessage(new Error('No matching key. pairing: abc'))).toBe('No matching key. pairing: abc')
    expect(errorMessage({ code: 5100, message: 'Unsupported chains.' })).toBe(
      'Unsupported chains. (code 5100)',
    )
    expect(errorMessage({ message: 'plain' })).toBe('plain')
    expect(errorMessage('text')).toBe('text')
  })
})
