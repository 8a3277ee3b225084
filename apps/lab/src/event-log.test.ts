import { describe, expect, it } from 'vitest'
import { createEventLog, describeEvent } from './event-log.js'

describe('event log', () => {
  it('keeps the newest events in order and tells its listeners, until they stop listening', () => {
    const log = createEventLog(2)
    const seen: number[] = []
    const stop = log.subscribe(() => seen.push(log.entries().length))
    log.add({ event: 'MODAL_OPEN' })
    const before = log.entries()
    log.add({ event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'google' } })
    log.add({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'google' } })
    expect(log.entries().map((each) => each.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS'])
    expect(before).toHaveLength(1)
    stop()
    log.add({ event: 'MODAL_CLOSE' })
    expect(seen).toEqual([1, 2, 2])
  })

  it('reads as the event then its properties', () => {
    expect(
      describeEvent({
        event: 'SOCIAL_LOGIN_ERROR',
        properties: { provider: 'google', message: 'Untrusted Origin', skipped: undefined },
      }),
    ).toBe('SOCIAL_LOGIN_ERROR provider=google message=Untrusted Origin')
    expect(describeEvent({ event: 'SWITCH_NETWORK', properties: { network: { id: 1 } } })).toBe(
      'SWITCH_NETWORK network={"id":1}',
    )
    expect(describeEvent({ event: 'MODAL_OPEN' })).toBe('MODAL_OPEN')
  })
})
