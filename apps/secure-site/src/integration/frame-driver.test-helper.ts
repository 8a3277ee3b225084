import {
  type FramePayload,
  type FrameRequestType,
  type FrameResult,
  frameRequest,
} from '@appkit/frame/endpoint'
import { Window } from 'happy-dom'
import { fakeFrameWindow } from '../page/boot/fake-frame-window.test-helper.js'
import { startSecureFrame } from '../page/boot/start-secure-frame.js'
import { memoryStorage } from '../page/storage/memory-storage.test-helper.js'
import { pageConfigScript } from '../shared/page-config.js'

// Test-only: one secure frame page in Node, as a dapp at `dappOrigin` embeds it: the real page code
// (startSecureFrame) on a happy-dom document, with Node's fetch to the real cloud and site server.

export interface FrameDriver {
  /** Sends a request as the dapp and waits for its reply: the success payload, or throws its message. */
  request<T extends FrameRequestType>(type: T, payload?: FramePayload<T>): Promise<FrameResult<T>>
  /** Starts a request without waiting (e.g. one the user must approve first). */
  send<T extends FrameRequestType>(type: T, payload?: FramePayload<T>): Promise<FrameResult<T>>
  /** The approval dialog's text, once it is on screen. */
  approvalText(): Promise<string>
  /** Clicks as a person would: once the button is enabled (Approve arms after APPROVE_ARM_DELAY_MS). */
  click(button: 'Approve' | 'Reject'): Promise<void>
  /** Types `code` on the recovery code screen, once it is on screen, and submits it. */
  enterRecoveryCode(code: string): Promise<void>
  storage: ReturnType<typeof memoryStorage>
  /** Everything posted to the dapp (replies and events), to look for leaks. */
  posted: Array<{ message: unknown; targetOrigin: string }>
  close(): void
}

let ids = 0
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

export async function openFrame(options: {
  siteOrigin: string
  cloudUrl: string
  dappOrigin: string
  query: string
}): Promise<FrameDriver> {
  const dom = new Window({ url: `${options.siteOrigin}/` })
  const document = dom.document as unknown as Document
  document.head.innerHTML = pageConfigScript({ cloudUrl: options.cloudUrl })
  document.body.innerHTML = '<div id="approval-root"></div>'
  const frame = fakeFrameWindow(options.dappOrigin)
  const storage = memoryStorage()
  await startSecureFrame({
    window: frame.window,
    document,
    location: { search: options.query, origin: options.siteOrigin },
    referrer: `${options.dappOrigin}/`,
    storage,
    fetch: (input, init) => fetch(input, init),
    reload: () => undefined,
    warn: () => undefined,
  })
  const send = async <T extends FrameRequestType>(type: T, payload?: FramePayload<T>) => {
    const id = nextId()
    frame.deliver(frameRequest(type, id, ...([payload] as [FramePayload<T>])))
    const reply = await waitFor(() => frame.replyTo(id), `the reply to ${type}`, 130_000)
    if (reply.type.endsWith('_ERROR')) throw new Error((reply.payload as { message: string }).message)
    return reply.payload as FrameResult<T>
  }
  return {
    send,
    request: send,
    approvalText: () =>
      waitFor(
        () => document.querySelector('[role="dialog"]')?.textContent ?? undefined,
        'the approval dialog',
      ),
    async click(button) {
      const target = [...document.querySelectorAll('[role="dialog"] button')].find(
        (b) => b.textContent === button,
      ) as HTMLButtonElement | undefined
      if (!target) throw new Error(`No ${button} button on screen`)
      await waitFor(() => (target.disabled ? undefined : true), `${button} to be enabled`, 5000)
      target.click()
    },
    async enterRecoveryCode(code) {
      const input = await waitFor(
        () => document.querySelector<HTMLInputElement>('#ss-recovery-code') ?? undefined,
        'the recovery code screen',
      )
      input.value = code
      input.closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
    },
    storage,
    posted: frame.posted,
    close: () => void dom.close(),
  }
}
