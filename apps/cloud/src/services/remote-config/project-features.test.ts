import { describe, expect, it } from 'vitest'
import { parseProjectFeatures } from './project-features.js'

describe('parseProjectFeatures', () => {
  it('is undefined when unset or blank', () => {
    expect(parseProjectFeatures(undefined)).toBeUndefined()
    expect(parseProjectFeatures('  ')).toBeUndefined()
  })

  it('reads each project’s own flags, keeping only those it sets', () => {
    expect(
      parseProjectFeatures(
        '{"shop":{"email":false,"socials":["google","x"],"connectMethodsOrder":["wallet","email"]},"b":{"socials":false}}',
      ),
    ).toEqual({
      shop: { email: false, socials: ['google', 'x'], connectMethodsOrder: ['wallet', 'email'] },
      b: { socials: false },
    })
  })

  it('stops the start on text that is not JSON', () => {
    expect(() => parseProjectFeatures('shop=email:off')).toThrow(
      'PROJECT_FEATURES must be JSON: {"projectId": {"email": false}}.',
    )
  })

  it('names the field of a misspelt flag or a wrong value', () => {
    expect(() => parseProjectFeatures('{"shop":{"emial":false}}')).toThrow(/PROJECT_FEATURES: shop/)
    expect(() => parseProjectFeatures('{"shop":{"email":"no"}}')).toThrow(/PROJECT_FEATURES: shop\.email/)
    expect(() => parseProjectFeatures('{"shop":{"socials":["myspace"]}}')).toThrow(
      /PROJECT_FEATURES: shop\.socials/,
    )
    expect(() => parseProjectFeatures('[]')).toThrow(/PROJECT_FEATURES: \(top level\)/)
  })
})
