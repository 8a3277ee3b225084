import { describe, expect, it } from 'vitest'
import { EXAMPLES } from '../test-utils/examples.js'
import { FRAME_REQUEST_TYPES, FRAME_REQUESTS, isFrameRequestType } from './requests.js'

describe('the request registry', () => {
  it('has every app-to-frame request of spec §7', () => {
    expect(FRAME_REQUEST_TYPES).toEqual([
      'SWITCH_NETWORK',
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'GET_USER',
      'GET_SOCIAL_REDIRECT_URI',
      'SIGN_OUT',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
      'RPC_REQUEST',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'RELOAD',
      'RPC_ABORT',
      'ADD_PASSKEY',
      'CONNECT_PASSKEY',
    ])
  })

  it.each(FRAME_REQUEST_TYPES)('%s accepts its example payload and result', (type) => {
    const { payload, result } = FRAME_REQUESTS[type]
    expect(payload.safeParse(EXAMPLES[type].payload).success).toBe(true)
    expect(result.safeParse(EXAMPLES[type].result).success).toBe(true)
  })

  it('answers email connect with one of the three actions (spec §4)', () => {
    const { result } = FRAME_REQUESTS.CONNECT_EMAIL
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
      expect(result.safeParse({ action }).success).toBe(true)
    expect(result.safeParse({ action: 'VERIFY_PRIMARY_OTP' }).success).toBe(false)
  })

  it('answers email update with the primary OTP step, then the secondary, then the new email', () => {
    expect(FRAME_REQUESTS.UPDATE_EMAIL.result.safeParse({ action: 'VERIFY_PRIMARY_OTP' }).success).toBe(true)
    expect(FRAME_REQUESTS.UPDATE_EMAIL.result.safeParse({ action: 'VERIFY_SECONDARY_OTP' }).success).toBe(
      false,
    )
    expect(
      FRAME_REQUESTS.UPDATE_EMAIL_PRIMARY_OTP.result.safeParse({ action: 'VERIFY_SECONDARY_OTP' }).success,
    ).toBe(true)
    expect(FRAME_REQUESTS.UPDATE_EMAIL_SECONDARY_OTP.result.parse({ newEmail: 'new@example.com' })).toEqual({
      newEmail: 'new@example.com',
    })
  })

  it('checks the email of connect and update (spec §5)', () => {
    expect(FRAME_REQUESTS.CONNECT_EMAIL.payload.safeParse({ email: 'not-an-email' }).success).toBe(false)
    expect(FRAME_REQUESTS.UPDATE_EMAIL.payload.safeParse({ email: 'not-an-email' }).success).toBe(false)
  })

  it('refuses a payload where the request carries none', () => {
    expect(FRAME_REQUESTS.SIGN_OUT.payload.safeParse({}).success).toBe(false)
    expect(FRAME_REQUESTS.SIGN_OUT.payload.safeParse(undefined).success).toBe(true)
  })

  it('lets RPC_ABORT name one request or none', () => {
    expect(FRAME_REQUESTS.RPC_ABORT.payload.safeParse(undefined).success).toBe(true)
    expect(FRAME_REQUESTS.RPC_ABORT.payload.safeParse({ requestId: 'x' }).success).toBe(false)
  })

  it('takes any JSON as an RPC result, null included', () => {
    for (const result of [null, 0, 'x', [1], { a: 1 }, undefined]) {
      expect(FRAME_REQUESTS.RPC_REQUEST.result.safeParse(result).success).toBe(true)
    }
  })

  it('knows its own types and nothing from the prototype', () => {
    expect(isFrameRequestType('GET_USER')).toBe(true)
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'get_user', 1]) {
      expect(isFrameRequestType(type)).toBe(false)
    }
  })
})
