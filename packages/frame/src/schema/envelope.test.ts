import { describe, expect, it } from 'vitest'
import { FRAME_MESSAGE_TAG, frameIdSchema, hasFrameTag, isFrameId } from './envelope.js'

describe('message ids', () => {
  it('accept the UUID shape in either case', () => {
    expect(isFrameId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true)
    expect(isFrameId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true)
    expect(frameIdSchema.safeParse('0f8fad5b-d9cb-469f-a165-70867728950e').success).toBe(true)
  })

  it.each([
    '',
    '1',
    '0f8fad5bd9cb469fa16570867728950e',
    '0f8fad5b-d9cb-469f-a165-70867728950',
    '0f8fad5b-d9cb-469f-a165-70867728950e ',
    ' 0f8fad5b-d9cb-469f-a165-70867728950e',
    '0f8fad5b-d9cb-469f-a165-70867728950e\n',
    'g f8fad5b-d9cb-469f-a165-70867728950e',
    'zf8fad5b-d9cb-469f-a165-70867728950e',
  ])('refuse %j', (id) => {
    expect(isFrameId(id)).toBe(false)
    expect(frameIdSchema.safeParse(id).success).toBe(false)
  })

  it('refuse what is not a string', () => {
    for (const value of [1, null, undefined, {}, ['0f8fad5b-d9cb-469f-a165-70867728950e']]) {
      expect(isFrameId(value)).toBe(false)
    }
  })
})

describe('hasFrameTag', () => {
  it('tells our messages from other traffic', () => {
    expect(hasFrameTag({ tag: FRAME_MESSAGE_TAG })).toBe(true)
    expect(hasFrameTag({ tag: 'appkit-frame/2' })).toBe(false)
    expect(hasFrameTag({ type: 'webpackOk' })).toBe(false)
    expect(hasFrameTag('appkit-frame/1')).toBe(false)
    expect(hasFrameTag(null)).toBe(false)
  })

  it('never throws on a hostile object', () => {
    const getter = Object.defineProperty({}, 'tag', {
      get() {
        throw new Error('boom')
      },
    })
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(hasFrameTag(getter)).toBe(false)
    expect(hasFrameTag(proxy)).toBe(false)
  })
})
