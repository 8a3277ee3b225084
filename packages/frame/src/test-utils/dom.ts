import { Window as HappyWindow } from 'happy-dom'

// Test-only: a real DOM (happy-dom) for the app side. happy-dom does not load frame pages, so a
// test hands the frame a stand-in window (`attachFrameWindow`) to post to and receive from.

export interface TestDom {
  window: Window
  /** Every message posted to the frame, with the origin it was posted to. */
  posted: Array<{ message: unknown; targetOrigin: string }>
  /** The frame's window as the app sees it (event.source of the frame's messages). */
  frameWindow: { postMessage(message: unknown, targetOrigin: string): void }
  attachFrameWindow(): void
  /** Delivers a message event to the app's window, as the browser would. */
  deliver(data: unknown, init?: { origin?: string; source?: unknown }): void
  frame(): HTMLIFrameElement | null
  close(): Promise<void>
}

export const APP_ORIGIN = 'https://app.example.com'
export const SECURE_ORIGIN = 'https://secure.example.com'

export function createTestDom(): TestDom {
  const happy = new HappyWindow({ url: `${APP_ORIGIN}/` })
  // happy-dom's Window is a full DOM with its own typings; the app side asks only for the standard one.
  const window = happy as unknown as Window
  const posted: TestDom['posted'] = []
  const frameWindow = {
    postMessage(message: unknown, targetOrigin: string) {
      posted.push({ message, targetOrigin })
    },
  }
  const frame = () => window.document.getElementById('w3m-iframe') as HTMLIFrameElement | null
  return {
    window,
    posted,
    frameWindow,
    frame,
    attachFrameWindow() {
      const element = frame()
      if (!element) throw new Error('no frame to attach a window to')
      Object.defineProperty(element, 'contentWindow', { value: frameWindow, configurable: true })
    },
    deliver(data, init = {}) {
      const event = new happy.MessageEvent('message', {
        data,
        origin: init.origin ?? SECURE_ORIGIN,
        source: ('source' in init ? init.source : frameWindow) as never,
      })
      happy.dispatchEvent(event)
    },
    close: () => happy.happyDOM.close(),
  }
}
