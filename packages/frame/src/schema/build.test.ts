import { describe, expect, it } from 'vitest'
import { testId } from '../test-utils/examples.js'
import { frameError, frameEvent, frameRequest, frameSuccess } from './build.js'

const id = testId(7)

describe('message builders', () => {
  it('build a request, with or without a payload', () => {
    expect(frameRequest('GET_USER', id, { chainId: 1 })).toEqual({
      tag: 'appkit-frame/1',
      id,
      type: 'GET_USER',
      payload: { chainId: 1 },
    })
    expect(frameRequest('SIGN_OUT', id)).toEqual({
      tag: 'appkit-frame/1',
      id,
      type: 'SIGN_OUT',
      payload: undefined,
    })
  })

  it('build replies that carry the request id and type', () => {
    const request = frameRequest('CONNECT_EMAIL', id, { email: 'me@example.com' })
    expect(frameSuccess(request, { action: 'CONNECT' })).toEqual({
      tag: 'appkit-frame/1',
      id,
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'CONNECT' },
    })
    expect(frameError(request, 'Invalid email')).toEqual({
      tag: 'appkit-frame/1',
      id,
      type: 'CONNECT_EMAIL_ERROR',
      payload: { message: 'Invalid email' },
    })
  })

  it('build events', () => {
    expect(frameEvent('FRAME_SHOW', id)).toEqual({ tag: 'appkit-frame/1', id, type: 'FRAME_SHOW' })
  })

  it('reject wrong payloads at compile time', () => {
    // @ts-expect-error CONNECT_EMAIL needs a payload
    frameRequest('CONNECT_EMAIL', id)
    // @ts-expect-error the action is one of three
    frameSuccess({ type: 'CONNECT_EMAIL', id }, { action: 'VERIFY_PRIMARY_OTP' })
    // @ts-expect-error not an event
    frameEvent('GET_USER', id)
    expect(true).toBe(true)
  })
})
