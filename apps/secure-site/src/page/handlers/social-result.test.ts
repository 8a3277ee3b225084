import { describe, expect, it } from 'vitest'
import { readSocialResult } from './social-result.js'

const SITE = 'https://secure.test'

describe('readSocialResult', () => {
  it('reads the code or error and the state of this site’s callback', () => {
    expect(readSocialResult(`${SITE}/social/callback?code=c&state=s`, SITE)).toEqual({
      state: 's',
      code: 'c',
      error: undefined,
    })
    expect(readSocialResult(`${SITE}/social/callback?error=access_denied&state=s`, SITE)).toMatchObject({
      error: 'access_denied',
    })
  })

  it('refuses anything that is not this site’s callback with a state', () => {
    for (const uri of [
      'nope',
      'https://evil.test/social/callback?state=s',
      `${SITE}/other?state=s`,
      `${SITE}/social/callback?code=c`,
    ]) {
      expect(() => readSocialResult(uri, SITE)).toThrow('This sign-in did not start here.')
    }
  })
})
