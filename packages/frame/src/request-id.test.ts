import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRequestId } from './request-id.js'
import { isFrameId } from './schema/envelope.js'

describe('createRequestId', () => {
  it('makes UUID v4 ids that the schema accepts', () => {
    const ids = new Set<string>()
    for (let i = 0; i < 1000; i++) {
      const id = createRequestId(webcrypto)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(isFrameId(id)).toBe(true)
      ids.add(id)
    }
    expect(ids.size).toBe(1000)
  })

  it('uses the random source it is given', () => {
    const zeros = { getRandomValues: <T extends Uint8Array>(array: T) => array }
    expect(createRequestId(zeros)).toBe('00000000-0000-4000-8000-000000000000')
  })
})
