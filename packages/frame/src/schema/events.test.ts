import { describe, expect, it } from 'vitest'
import { FRAME_EVENT_TYPES, isFrameEventType } from './events.js'

describe('frame events', () => {
  it('are ready, show and hide', () => {
    expect(FRAME_EVENT_TYPES).toEqual(['FRAME_READY', 'FRAME_SHOW', 'FRAME_HIDE'])
    for (const type of FRAME_EVENT_TYPES) expect(isFrameEventType(type)).toBe(true)
    for (const type of ['frame_ready', 'GET_USER', 'constructor', undefined])
      expect(isFrameEventType(type)).toBe(false)
  })
})
