import { describe, expect, it } from 'vitest'
import { ok } from './api-context.js'

describe('api answers', () => {
  it('ok() is a 200 with the body', () => {
    expect(ok({ a: 1 })).toEqual({ status: 200, body: { a: 1 } })
  })
})
