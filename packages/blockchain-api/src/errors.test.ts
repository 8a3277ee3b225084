import * as common from '@appkit/common'
import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import {
  HttpRequestError,
  ImagePreloadTimeoutError,
  InvalidAddressError,
  InvalidBaseUrlError,
  InvalidParameterError,
  InvalidResponseError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
} from './errors.js'

describe('request errors', () => {
  it('HttpRequestError has the spec message and keeps the status', () => {
    const error = new HttpRequestError(429, { details: 'Too Many Requests' })
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.name).toBe('HttpRequestError')
    expect(error.message).toBe('HTTP status code: 429')
    expect(error.status).toBe(429)
    expect(error.code).toBe('HTTP_ERROR')
    expect(error.details).toBe('Too Many Requests')
  })

  it.each([
    [InvalidResponseError, 'Invalid response from server', 'INVALID_RESPONSE'],
    [NetworkRequestError, 'Network request failed', 'NETWORK_ERROR'],
    [RequestAbortedError, 'Request was aborted', 'REQUEST_ABORTED'],
    [RequestTimeoutError, 'Request timed out', 'REQUEST_TIMEOUT'],
    [InvalidAddressError, 'Invalid address', 'INVALID_ADDRESS'],
    [InvalidParameterError, 'Invalid parameter', 'INVALID_PARAMETER'],
    [InvalidBaseUrlError, 'Invalid base URL', 'INVALID_BASE_URL'],
    [ImagePreloadTimeoutError, 'Image preload timed out', 'IMAGE_PRELOAD_TIMEOUT'],
  ] as const)('%o has its message and code', (ErrorClass, message, code) => {
    const cause = new Error('inner')
    const error = new ErrorClass({ details: 'why', cause })
    expect(error).toBeInstanceOf(AppKitError)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(error.details).toBe('why')
    expect(error.cause).toBe(cause)
  })
})

describe('one definition of each class', () => {
  it('throws the very classes of @appkit/common, so instanceof holds whichever package is imported', () => {
    expect(RequestAbortedError).toBe(common.RequestAbortedError)
    expect(InvalidAddressError).toBe(common.InvalidAddressError)
    expect(new RequestAbortedError()).toBeInstanceOf(common.RequestAbortedError)
    expect(new common.InvalidAddressError()).toBeInstanceOf(InvalidAddressError)
  })
})
