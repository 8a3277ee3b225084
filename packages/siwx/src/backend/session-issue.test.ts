import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from '../message/format-message.js'
import { evmData } from '../test-utils/fixtures.js'
import { siwxSessionIssue } from './session-issue.js'

const data = evmData()
const session = { data, message: formatSiwxMessage(data), signature: '0x01' }

describe('siwxSessionIssue', () => {
  it('has nothing to say about a session', () => {
    expect(siwxSessionIssue(session)).toBeUndefined()
  })

  it.each([
    [null, /^body: /],
    [{ ...session, data: { ...data, nonce: undefined } }, /^data\.nonce: /],
    [{ ...session, data: { ...data, chainId: 'mainnet' } }, /^data\.chainId: must be a CAIP-2 id$/],
    [{ ...session, signature: 1 }, /^signature: /],
    [{ ...session, message: 'x'.repeat(20_000) }, /^message: /],
  ])('names the field that is wrong in %#', (value, expected) => {
    expect(siwxSessionIssue(value)).toMatch(expected)
  })
})
