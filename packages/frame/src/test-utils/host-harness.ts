import { createFrameHost, type FrameHostOptions } from '../host/create-frame-host.js'
import type { FrameHostState } from '../host/lifecycle.js'
import { frameError, frameEvent, frameSuccess } from '../schema/build.js'
import type { AppToFrameMessage } from '../schema/messages.js'
import type { FrameRequestType, FrameResult } from '../schema/requests.js'
import { createTestDom, SECURE_ORIGIN } from './dom.js'
import { testId } from './examples.js'
import { createFakeTimers } from './fake-timers.js'

// Test-only: an app-side host in a happy-dom page, a fake clock, and the frame's half of the
// conversation played by hand.

let eventCounter = 0x100000

export function createHostHarness(overrides: Partial<FrameHostOptions> = {}) {
  const dom = createTestDom()
  const timers = createFakeTimers()
  const warnings: string[] = []
  let requestCounter = 0
  const host = createFrameHost({
    secureSiteUrl: `${SECURE_ORIGIN}/`,
    projectId: 'p1',
    version: 'html-wagmi-4.2.2',
    window: dom.window,
    timers,
    createId: () => testId(++requestCounter),
    warn: (message) => warnings.push(message),
    ...overrides,
  })
  const states: FrameHostState[] = []
  host.subscribe((state) => states.push(state))

  const sent = () => dom.posted.map((post) => post.message as AppToFrameMessage)
  const harness = {
    dom,
    timers,
    host,
    warnings,
    states,
    sent,
    lastSent: () => {
      const message = sent().at(-1)
      if (!message) throw new Error('nothing was posted to the frame')
      return message
    },
    /** The frame loads and says it is ready; 500 ms later the host is ready. */
    makeReady() {
      host.load()
      dom.attachFrameWindow()
      harness.event('FRAME_READY')
      timers.advance(500)
    },
    event(type: 'FRAME_READY' | 'FRAME_SHOW' | 'FRAME_HIDE', id = testId(++eventCounter)) {
      dom.deliver(frameEvent(type, id))
      return id
    },
    succeed<T extends FrameRequestType>(request: { type: T; id: string }, payload: FrameResult<T>) {
      dom.deliver(frameSuccess(request, payload))
    },
    fail(request: { type: FrameRequestType; id: string }, message: string) {
      dom.deliver(frameError(request, message))
    },
  }
  return harness
}

/** Where a promise stands after pending callbacks have run; never waits on timers. */
export async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending'
  promise.then(
    () => {
      state = 'resolved'
    },
    () => {
      state = 'rejected'
    },
  )
  for (let i = 0; i < 10; i++) await Promise.resolve()
  return state
}
