import { InvalidFrameOriginError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { checkParentOrigin } from './parent-origin.js'

describe('checkParentOrigin', () => {
  it.each(['https://app.example.com', 'http://localhost:5173', 'https://app.example.com:8443'])(
    'accepts %s',
    (origin) => {
      expect(checkParentOrigin(origin)).toBe(origin)
    },
  )

  it.each([
    '*',
    'null',
    '',
    'https://app.example.com/',
    'https://app.example.com/path',
    'HTTPS://app.example.com',
    'file:///x',
    'javascript:1',
  ])('refuses %j', (origin) => {
    expect(() => checkParentOrigin(origin)).toThrow(InvalidFrameOriginError)
  })
})
