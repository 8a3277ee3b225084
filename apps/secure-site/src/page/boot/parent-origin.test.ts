import { FrameParentNotSetError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { findParentOrigin } from './parent-origin.js'

const list = (...origins: string[]) => Object.assign([...origins], { length: origins.length })

describe('findParentOrigin', () => {
  it('prefers ancestorOrigins, parent first', () => {
    expect(
      findParentOrigin({
        ancestorOrigins: list('http://127.0.0.1:4173', 'https://top.example'),
        referrer: 'https://other.example/page',
      }),
    ).toBe('http://127.0.0.1:4173')
  })

  it('falls back to the referrer’s origin', () => {
    expect(findParentOrigin({ ancestorOrigins: list(), referrer: 'https://app.example/a/b?c=1' })).toBe(
      'https://app.example',
    )
    expect(findParentOrigin({ referrer: 'http://127.0.0.1:4173/' })).toBe('http://127.0.0.1:4173')
  })

  it('refuses when neither names an http(s) origin', () => {
    for (const hints of [
      { referrer: '' },
      { referrer: 'not a url' },
      { ancestorOrigins: list('null'), referrer: 'https://app.example/' },
      { referrer: 'file:///tmp/page.html' },
    ]) {
      expect(() => findParentOrigin(hints)).toThrow(FrameParentNotSetError)
    }
  })
})
