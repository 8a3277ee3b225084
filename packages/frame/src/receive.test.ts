import { describe, expect, it, vi } from 'vitest'
import { receiveMessage } from './receive.js'
import { frameEvent } from './schema/build.js'
import { parseFrameToApp } from './schema/parse.js'
import { testId } from './test-utils/examples.js'

const source = { postMessage: () => undefined }
const trusted = { origin: 'https://secure.example.com', source }
const ready = frameEvent('FRAME_READY', testId(1))

describe('receiveMessage', () => {
  it('accepts our message from the trusted window and origin', () => {
    expect(receiveMessage({ data: ready, origin: trusted.origin, source }, trusted, parseFrameToApp)).toEqual(
      {
        kind: 'accept',
        message: ready,
      },
    )
  })

  it('ignores traffic that is not ours without parsing it', () => {
    const parse = vi.fn(parseFrameToApp)
    for (const data of [{ type: 'webpackOk' }, 'hello', null, undefined, { tag: 'other' }]) {
      expect(receiveMessage({ data, origin: trusted.origin, source }, trusted, parse)).toEqual({
        kind: 'ignore',
      })
    }
    expect(parse).not.toHaveBeenCalled()
  })

  it.each([
    'https://secure.example.com.evil.com',
    'http://secure.example.com',
    'https://secure.example.com:443x',
    'https://SECURE.example.com',
    'null',
    '',
    '*',
  ])('drops our message from origin %j', (origin) => {
    const parse = vi.fn(parseFrameToApp)
    expect(receiveMessage({ data: ready, origin, source }, trusted, parse)).toEqual({
      kind: 'drop',
      reason: 'it came from another origin',
    })
    expect(parse).not.toHaveBeenCalled()
  })

  it('drops our message from another window, or when there is no trusted window', () => {
    const other = { postMessage: () => undefined }
    for (const from of [other, null, undefined, {}]) {
      expect(
        receiveMessage({ data: ready, origin: trusted.origin, source: from }, trusted, parseFrameToApp).kind,
      ).toBe('drop')
    }
    const noWindow = { origin: trusted.origin, source: null }
    expect(
      receiveMessage({ data: ready, origin: trusted.origin, source: null }, noWindow, parseFrameToApp),
    ).toEqual({
      kind: 'drop',
      reason: 'it came from another window',
    })
  })

  it('drops a message that fails the schema, with the reason', () => {
    const data = { ...ready, id: 'nope' }
    const receipt = receiveMessage({ data, origin: trusted.origin, source }, trusted, parseFrameToApp)
    expect(receipt.kind).toBe('drop')
    if (receipt.kind === 'drop') expect(receipt.reason).toContain('id')
  })

  it('never throws on a hostile event', () => {
    const event = {
      data: ready,
      get origin(): string {
        throw new Error('boom')
      },
      source,
    }
    expect(receiveMessage(event, trusted, parseFrameToApp)).toEqual({
      kind: 'drop',
      reason: 'unreadable event',
    })
  })
})
