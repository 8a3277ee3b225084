import { describe, expect, it } from 'vitest'
import { ApiError, ok } from './api-context.js'

describe('api answers', () => {
  it('ok() is a 200 with the body', () => {
    expect(ok({ a: 1 })).toEqual({ status: 200, body: { a: 1 } })
  })

  it('ApiError carries its status', () => {
    const error = new ApiError(418, 'teapot')
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ status: 418, message: 'teapot', name: 'ApiError' })
  })
})
