import { OriginNotAllowedError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { SiwxInvalidSignatureError } from '../errors/session-errors.js'
import { answerError } from './answer-error.js'
import { SiwxBackendError, SiwxNonceUsedError } from './backend-errors.js'

describe('answerError', () => {
  it.each([
    [401, 'Invalid signature', SiwxInvalidSignatureError],
    [403, 'Unauthorized: origin not allowed', OriginNotAllowedError],
    [409, 'Nonce already used', SiwxNonceUsedError],
  ])('gives %s its own class, the server’s words in details', (status, message, type) => {
    const error = answerError({ status, body: { message: 'from the server' } })
    expect(error).toBeInstanceOf(type)
    expect(error.message).toBe(message)
    expect(error.details).toBe('from the server')
  })

  it('passes any other refusal on with the server’s message and status', () => {
    const error = answerError({ status: 400, body: { message: 'Nonce expired' } })
    expect(error).toBeInstanceOf(SiwxBackendError)
    expect(error).toMatchObject({ message: 'Nonce expired', status: 400 })
  })

  it('says the status when the body has no message, and cuts a long one', () => {
    expect(answerError({ status: 502, body: undefined }).message).toBe('HTTP status code: 502')
    expect(answerError({ status: 500, body: { message: 7 } }).message).toBe('HTTP status code: 500')
    expect(answerError({ status: 429, body: { message: 'x'.repeat(5000) } }).message).toHaveLength(200)
  })
})
