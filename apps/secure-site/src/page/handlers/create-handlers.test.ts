import { FRAME_REQUEST_TYPES } from '@appkit/frame/endpoint'
import { describe, expect, it } from 'vitest'
import { createHandlers } from './create-handlers.js'
import { fakeCloud, fakeFrameContext } from './fake-frame-context.test-helper.js'

describe('createHandlers', () => {
  it('answers every request type of the protocol', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    const handlers = createHandlers(ctx)
    expect(Object.keys(handlers).sort()).toEqual([...FRAME_REQUEST_TYPES].sort())
    for (const type of FRAME_REQUEST_TYPES) expect(typeof handlers[type]).toBe('function')
  })
})
