import { describe, expect, it } from 'vitest'
import { FRAME_REQUEST_TYPES } from '../schema/requests.js'
import { abortPolicy, loadTimeoutMs, proceedAfterMs, replyTimeoutMs } from './request-policy.js'

describe('request timeouts (spec §9)', () => {
  it('wait 20 s for the frame, except for the queued syncs', () => {
    const queued = FRAME_REQUEST_TYPES.filter((type) => loadTimeoutMs(type) === undefined)
    expect(queued).toEqual(['SET_PREFERRED_ACCOUNT', 'SYNC_THEME', 'SYNC_DAPP_DATA'])
    expect(loadTimeoutMs('GET_USER')).toBe(20_000)
  })

  it('wait 120 s for the email, device, OTP, social, redirect and passkey answers', () => {
    const timed = FRAME_REQUEST_TYPES.filter((type) => replyTimeoutMs(type) === 120_000)
    expect(timed).toEqual([
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_SOCIAL_REDIRECT_URI',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'ADD_PASSKEY',
      'CONNECT_PASSKEY',
    ])
    expect(replyTimeoutMs('RPC_REQUEST')).toBeUndefined()
  })

  it('let sign-out proceed after 3 s', () => {
    expect(proceedAfterMs('SIGN_OUT')).toBe(3000)
    expect(FRAME_REQUEST_TYPES.filter((type) => proceedAfterMs(type) !== undefined)).toEqual(['SIGN_OUT'])
  })
})

describe('abortPolicy', () => {
  it('aborts RPC requests that need approval, and tells the frame', () => {
    expect(abortPolicy('RPC_REQUEST', { method: 'personal_sign', params: [] })).toBe('abortRpc')
    expect(abortPolicy('RPC_REQUEST', { method: 'eth_sendTransaction' })).toBe('abortRpc')
    expect(abortPolicy('RPC_REQUEST', { method: 'unknown_method' })).toBe('abortRpc')
    // Safe (no approval), but a broadcast, not a read.
    expect(abortPolicy('RPC_REQUEST', { method: 'eth_sendRawTransaction', params: ['0x02'] })).toBe(
      'abortRpc',
    )
  })

  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_chainId',
    'eth_blockNumber',
    'eth_estimateGas',
    'eth_getTransactionReceipt',
  ])('leaves the safe read %s running', (method) => {
    expect(abortPolicy('RPC_REQUEST', { method })).toBe('ignore')
  })

  it('cancels every other request', () => {
    expect(abortPolicy('CONNECT_EMAIL', { email: 'me@example.com' })).toBe('cancel')
    expect(abortPolicy('GET_USER', {})).toBe('cancel')
  })
})
