import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { InvalidRpcParamsError, ServiceError, UnknownAccountError } from './errors.js'

describe('page errors', () => {
  it('are AppKitErrors with fixed messages and codes', () => {
    expect(new InvalidRpcParamsError('personal_sign')).toBeInstanceOf(AppKitError)
    expect(new InvalidRpcParamsError('personal_sign').code).toBe(-32602)
    expect(new UnknownAccountError().code).toBe(4100)
  })

  it('keep the service’s own message, code, status and wait', () => {
    const error = new ServiceError('Please try again after 3 seconds', {
      code: 'COOLDOWN',
      status: 429,
      retryAfter: 3,
    })
    expect(error.message).toBe('Please try again after 3 seconds')
    expect(error.code).toBe('COOLDOWN')
    expect(error.status).toBe(429)
    expect(error.retryAfter).toBe(3)
  })
})
