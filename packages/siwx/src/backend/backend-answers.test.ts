import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { evmData } from '../test-utils/fixtures.js'
import {
  createdSessionAnswerSchema,
  currentSessionAnswerSchema,
  nonceAnswerSchema,
  SIWX_TOKEN_PATTERN,
} from './backend-answers.js'

const data = evmData()
const session = { data, message: formatSiwxMessage(data), signature: '0x01' }
const TOKEN = 'A'.repeat(43)

describe('the sign-in server’s answers', () => {
  it('reads a nonce with its expiry', () => {
    const answer = { nonce: 'abcdefghij0123456789', expiresAt: '2030-01-01T00:00:00.000Z' }
    expect(nonceAnswerSchema.parse(answer)).toEqual(answer)
    expect(nonceAnswerSchema.safeParse({ ...answer, expiresAt: 'soon' }).success).toBe(false)
    expect(nonceAnswerSchema.safeParse({ nonce: 1, expiresAt: answer.expiresAt }).success).toBe(false)
  })

  it('reads a new session and the current one, dropping unknown keys', () => {
    const answer = { token: TOKEN, session, expiresAt: '2030-01-01T00:00:00.000Z', extra: true }
    expect(createdSessionAnswerSchema.parse(answer)).toEqual({
      token: TOKEN,
      session,
      expiresAt: answer.expiresAt,
    })
    expect(currentSessionAnswerSchema.parse(answer)).toEqual({ session, expiresAt: answer.expiresAt })
    expect(createdSessionAnswerSchema.safeParse({ ...answer, session: { data } }).success).toBe(false)
  })

  it.each([
    ['a 32-byte base64url token', TOKEN, true],
    ['a padded base64 token', `${'a/b+'.repeat(6)}==`, true],
    ['a short one', 'abc', false],
    ['one with a space', `${TOKEN} x`, false],
    ['one with a line break', `${TOKEN}\r\nx-injected: 1`, false],
    ['a huge one', 'a'.repeat(600), false],
  ])('takes %s as a token: %s', (_, value, ok) => {
    expect(SIWX_TOKEN_PATTERN.test(value)).toBe(ok)
  })
})
