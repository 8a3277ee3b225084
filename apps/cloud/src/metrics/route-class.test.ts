import { describe, expect, it } from 'vitest'
import { routeClass } from './route-class.js'

describe('routeClass', () => {
  it('keeps named segments and turns ids into :id', () => {
    expect(routeClass('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance')).toBe(
      '/v1/account/:id/balance',
    )
    expect(routeClass('/v1/profile/account/vitalik.eth')).toBe('/v1/profile/account/:id')
    expect(routeClass('/auth/v1/email/start')).toBe('/auth/v1/email/start')
    expect(routeClass('/')).toBe('/')
  })

  it('treats a long token as an id even when it starts with a letter', () => {
    expect(routeClass(`/tx/${'a'.repeat(64)}`)).toBe('/tx/:id')
  })

  it('bounds the depth, so a caller cannot make a new series per path', () => {
    expect(routeClass('/a/b/c/d/e/f/g')).toBe('/a/b/c/d/e/…')
    expect(routeClass('/a/b/c/d/e/x')).toBe(routeClass('/a/b/c/d/e/y'))
  })
})
