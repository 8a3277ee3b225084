import { describe, expect, it } from 'vitest'
import { AppKitError } from './app-kit-error.js'
import { RequestAbortedError } from './client-errors.js'
import { EmailLoginLoadError } from './email-login-errors.js'
import {
  FrameLoadFailedError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameRequestCancelledError,
  FrameRequestError,
  FrameRequestTimeoutError,
  InvalidFrameMessageError,
  InvalidFrameOriginError,
  OriginNotAllowedError,
} from './frame-errors.js'

describe('frame errors', () => {
  it.each([
    [RequestAbortedError, 'Request was aborted', 'REQUEST_ABORTED'],
    [FrameRequestCancelledError, 'Something went wrong', 'FRAME_REQUEST_CANCELLED'],
    [EmailLoginLoadError, 'Unable to load email login dependency', 'EMAIL_LOGIN_LOAD_FAILED'],
    [FrameLoadFailedError, 'iframe_load_failed', 'IFRAME_LOAD_FAILED'],
    [FrameRequestTimeoutError, 'iframe_request_timeout', 'IFRAME_REQUEST_TIMEOUT'],
    [FrameNotSetError, 'W3mFrame: iframe is not set', 'FRAME_NOT_SET'],
    [FrameParentNotSetError, 'W3mFrame: parent is not set', 'FRAME_PARENT_NOT_SET'],
    [InvalidFrameMessageError, 'Invalid frame message', 'INVALID_FRAME_MESSAGE'],
    [InvalidFrameOriginError, 'Invalid frame origin', 'INVALID_FRAME_ORIGIN'],
    [OriginNotAllowedError, 'Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
  ] as const)('%o has the spec message and its code', (ErrorClass, message, code) => {
    const error = new ErrorClass({ details: 'why' })
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.details).toBe('why')
  })

  it('shows the frame message, or the default when it is empty', () => {
    expect(new FrameRequestError('Invalid OTP').message).toBe('Invalid OTP')
    expect(new FrameRequestError('').message).toBe('An error occurred')
    expect(new FrameRequestError('   ').message).toBe('An error occurred')
    expect(new FrameRequestError().message).toBe('An error occurred')
    expect(new FrameRequestError().code).toBe('FRAME_REQUEST_FAILED')
  })

  it('point the load failure and the timeout at their alerts', () => {
    expect(new FrameLoadFailedError().alertCode).toBe('APKT003')
    expect(new FrameRequestTimeoutError().alertCode).toBe('APKT004')
    expect(new OriginNotAllowedError().alertCode).toBe('APKT002')
  })
})
