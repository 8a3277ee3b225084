import { describe, expect, it } from 'vitest'
import * as endpoint from './endpoint.js'
import * as app from './index.js'

// Other packages and the secure site are written against these names.
const SHARED = [
  'FRAME_MESSAGE_TAG',
  'FRAME_REQUESTS',
  'FRAME_REQUEST_TYPES',
  'FRAME_EVENT_TYPES',
  'frameRequest',
  'frameSuccess',
  'frameError',
  'frameEvent',
  'parseAppToFrame',
  'parseFrameToApp',
  'isFrameId',
  'isFrameRequestType',
  'isFrameEventType',
  'isSuccessOf',
  'isErrorOf',
  'frameUserSchema',
  'toPlainJson',
]

describe('the package entries', () => {
  it.each([
    'createFrameHost',
    'buildFrameUrl',
    'secureSiteOrigin',
    'isReadOnlyRpcMethod',
    'FRAME_ELEMENT_ID',
    'FRAME_NAME',
    ...SHARED,
  ])('the app entry exports %s', (name) => {
    expect(app).toHaveProperty(name)
  })

  it.each(['createFrameEndpoint', 'checkParentOrigin', ...SHARED])('the frame entry exports %s', (name) => {
    expect(endpoint).toHaveProperty(name)
  })

  it('keep each side out of the other', () => {
    expect(app).not.toHaveProperty('createFrameEndpoint')
    expect(endpoint).not.toHaveProperty('createFrameHost')
  })

  it('name the frame element as spec §2 does', () => {
    expect(app.FRAME_ELEMENT_ID).toBe('w3m-iframe')
    expect(app.FRAME_NAME).toBe('w3m-secure-iframe')
  })
})
