import { describe, expect, it } from 'vitest'
import { testId } from '../test-utils/examples.js'
import { frameError, frameEvent, frameSuccess } from './build.js'
import { isErrorOf, isFrameEventMessage, isReplyTo, isSuccessOf } from './reply.js'

const id = testId(3)

describe('reply narrowing', () => {
  it('tells events from replies', () => {
    expect(isFrameEventMessage(frameEvent('FRAME_SHOW', id))).toBe(true)
    expect(isFrameEventMessage(frameSuccess({ type: 'SIGN_OUT', id }, undefined))).toBe(false)
  })

  it('matches a reply to its request type only', () => {
    const success = frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: true })
    const error = frameError({ type: 'IS_CONNECTED', id }, 'nope')
    expect(isSuccessOf(success, 'IS_CONNECTED')).toBe(true)
    expect(isErrorOf(success, 'IS_CONNECTED')).toBe(false)
    expect(isErrorOf(error, 'IS_CONNECTED')).toBe(true)
    expect(isReplyTo(success, 'IS_CONNECTED')).toBe(true)
    expect(isReplyTo(error, 'IS_CONNECTED')).toBe(true)
    expect(isReplyTo(success, 'GET_USER')).toBe(false)
    // GET_CHAIN_ID_SUCCESS must not pass for GET_CHAIN: suffixes are matched whole.
    expect(isReplyTo(frameSuccess({ type: 'GET_CHAIN_ID', id }, { chainId: 1 }), 'GET_USER')).toBe(false)
  })

  it('narrows the payload', () => {
    const reply = frameSuccess({ type: 'IS_CONNECTED', id }, { isConnected: true })
    if (isSuccessOf(reply, 'IS_CONNECTED')) expect(reply.payload.isConnected).toBe(true)
    else throw new Error('expected a success')
  })
})
