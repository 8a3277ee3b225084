import {
  AppKitError,
  ChainNotConfiguredError,
  FrameLoadFailedError,
  FrameRequestTimeoutError,
  OriginNotAllowedError,
} from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { alertCodeIn } from './alert-code-in.js'

describe('alertCodeIn', () => {
  it('reads the alert an error raises: a wallet request timeout is APKT004', () => {
    expect(alertCodeIn(new FrameRequestTimeoutError())).toBe('APKT004')
    expect(alertCodeIn(new FrameLoadFailedError())).toBe('APKT003')
    expect(alertCodeIn(new OriginNotAllowedError())).toBe('APKT002')
  })

  it('reads APKT001 (Network Not Found) of a network the dapp did not configure', () => {
    expect(alertCodeIn(new ChainNotConfiguredError({ details: 'eip155:99' }))).toBe('APKT001')
    expect(alertCodeIn({ code: 'toString' })).toBeUndefined()
  })

  it('finds it behind a wrapper', () => {
    expect(alertCodeIn(new AppKitError('Failed to connect', { cause: new FrameRequestTimeoutError() }))).toBe(
      'APKT004',
    )
  })

  it('is undefined for an error without one, a made-up code, or no error', () => {
    expect(alertCodeIn(new Error('x'))).toBeUndefined()
    expect(alertCodeIn({ alertCode: 'DROP TABLE' })).toBeUndefined()
    expect(alertCodeIn(undefined)).toBeUndefined()
    const loop: { cause?: unknown } = {}
    loop.cause = loop
    expect(alertCodeIn(loop)).toBeUndefined()
  })
})
