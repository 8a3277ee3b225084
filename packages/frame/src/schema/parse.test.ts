import { describe, expect, it } from 'vitest'
import { EXAMPLES, testId } from '../test-utils/examples.js'
import { frameError, frameEvent, frameRequest, frameSuccess } from './build.js'
import { FRAME_MESSAGE_TAG } from './envelope.js'
import { parseAppToFrame, parseFrameToApp } from './parse.js'
import { FRAME_REQUEST_TYPES } from './requests.js'

const id = testId(1)
const reason = (result: { ok: boolean; reason?: string }) => (result.ok ? undefined : result.reason)

describe('parseAppToFrame', () => {
  it.each(FRAME_REQUEST_TYPES)('accepts a %s request', (type) => {
    const message = { tag: FRAME_MESSAGE_TAG, id, type, payload: EXAMPLES[type].payload }
    const result = parseAppToFrame(message)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.message).toEqual(JSON.parse(JSON.stringify(message)))
  })

  it('narrows the payload by type', () => {
    const result = parseAppToFrame(frameRequest('CONNECT_EMAIL', id, { email: 'me@example.com' }))
    if (!result.ok || result.message.type !== 'CONNECT_EMAIL') throw new Error('expected CONNECT_EMAIL')
    expect(result.message.payload.email).toBe('me@example.com')
  })

  it('refuses replies and events: they go the other way', () => {
    expect(reason(parseAppToFrame(frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: true })))).toBe(
      'unknown message type',
    )
    expect(reason(parseAppToFrame(frameEvent('FRAME_READY', id)))).toBe('unknown message type')
  })

  it.each([
    ['no tag', { id, type: 'SIGN_OUT' }, 'tag: invalid_value'],
    ['another tag', { tag: 'x', id, type: 'SIGN_OUT' }, 'tag: invalid_value'],
    ['a bad id', { tag: FRAME_MESSAGE_TAG, id: '1', type: 'SIGN_OUT' }, 'id: invalid_format (regex)'],
    ['an unknown type', { tag: FRAME_MESSAGE_TAG, id, type: 'DRAIN_WALLET' }, 'unknown message type'],
    ['a prototype type', { tag: FRAME_MESSAGE_TAG, id, type: 'constructor' }, 'unknown message type'],
    [
      'a missing payload',
      { tag: FRAME_MESSAGE_TAG, id, type: 'CONNECT_EMAIL' },
      'payload: invalid_type (expected object)',
    ],
    [
      'a wrong payload',
      { tag: FRAME_MESSAGE_TAG, id, type: 'CONNECT_EMAIL', payload: { email: 'nope' } },
      'payload.email: invalid_format (email)',
    ],
    ['not an object', 'SIGN_OUT', 'unknown message type'],
    [
      'a non-JSON value',
      { tag: FRAME_MESSAGE_TAG, id, type: 'SIGN_OUT', at: new Date() },
      'an object that is not plain',
    ],
  ])('refuses %s, saying which field', (_label, data, expected) => {
    expect(reason(parseAppToFrame(data))).toContain(expected)
  })

  it('does not echo the hostile value in its reason', () => {
    const result = parseAppToFrame({
      tag: FRAME_MESSAGE_TAG,
      id,
      type: 'CONNECT_OTP',
      payload: { otp: 42_424_242 },
    })
    expect(reason(result)).not.toContain('42424242')
  })
})

describe('parseFrameToApp', () => {
  it.each(FRAME_REQUEST_TYPES)('accepts the %s replies', (type) => {
    const success = { tag: FRAME_MESSAGE_TAG, id, type: `${type}_SUCCESS`, payload: EXAMPLES[type].result }
    expect(parseFrameToApp(success).ok).toBe(true)
    expect(parseFrameToApp(frameError({ type, id }, 'nope')).ok).toBe(true)
  })

  it.each(['FRAME_READY', 'FRAME_SHOW', 'FRAME_HIDE'] as const)('accepts %s', (type) => {
    expect(parseFrameToApp(frameEvent(type, id))).toEqual({ ok: true, message: frameEvent(type, id) })
  })

  it('refuses requests, and replies with the wrong payload', () => {
    expect(reason(parseFrameToApp(frameRequest('SIGN_OUT', id)))).toBe('unknown message type')
    expect(
      reason(parseFrameToApp({ tag: FRAME_MESSAGE_TAG, id, type: 'CONNECT_EMAIL_SUCCESS', payload: {} })),
    ).toContain('payload.action')
    expect(
      reason(parseFrameToApp({ tag: FRAME_MESSAGE_TAG, id, type: 'GET_USER_ERROR', payload: {} })),
    ).toContain('payload.message')
    expect(
      reason(parseFrameToApp({ tag: FRAME_MESSAGE_TAG, id, type: 'FRAME_SHOW', payload: { x: 1 } })),
    ).toContain('payload')
  })

  it('refuses an oversized reply and a polluting key', () => {
    const big = frameSuccess({ type: 'RPC_REQUEST', id }, 'x'.repeat(70_000))
    expect(reason(parseFrameToApp(big))).toBe('larger than 65536 bytes')
    const polluting = JSON.parse(
      `{"tag":"${FRAME_MESSAGE_TAG}","id":"${id}","type":"RPC_REQUEST_SUCCESS","payload":{"__proto__":{"x":1}}}`,
    )
    expect(reason(parseFrameToApp(polluting))).toBe('the key __proto__')
  })

  it('refuses a URL that is not http(s), naming the rule', () => {
    const reply = frameSuccess({ type: 'GET_SOCIAL_REDIRECT_URI', id }, { uri: 'javascript:alert(1)' })
    expect(reason(parseFrameToApp(reply))).toBe('payload.uri: custom (must be an http(s) URL)')
  })

  it('drops unknown keys of a known message (a newer secure site)', () => {
    const result = parseFrameToApp({ ...frameEvent('FRAME_READY', id), extra: 1 })
    expect(result).toEqual({ ok: true, message: frameEvent('FRAME_READY', id) })
  })
})
