import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { sealRequestSchema, unsealAnswerSchema } from './seal-api.js'

describe('the seal API schemas', () => {
  it('take base64 shares', () => {
    expect(z.safeParse(sealRequestSchema, { share: 'AAEC' }).success).toBe(true)
    expect(z.safeParse(unsealAnswerSchema, { share: 'AAEC' }).success).toBe(true)
  })

  it('refuse anything that is not base64, or too long', () => {
    expect(z.safeParse(sealRequestSchema, { share: 'not base64!' }).success).toBe(false)
    expect(z.safeParse(sealRequestSchema, { share: 'A'.repeat(8196) }).success).toBe(false)
    expect(z.safeParse(sealRequestSchema, {}).success).toBe(false)
  })
})
