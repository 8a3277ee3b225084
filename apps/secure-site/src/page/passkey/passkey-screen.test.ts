import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createPasskeyScreen } from './passkey-screen.js'

let window: Window
afterEach(() => window?.close())

function setup() {
  window = new Window()
  const document = window.document as unknown as Document
  const root = document.createElement('div')
  document.body.append(root)
  const events = { shown: 0, hidden: 0 }
  const screen = createPasskeyScreen({
    document,
    root,
    show: () => void events.shown++,
    hide: () => void events.hidden++,
  })
  const button = (text: string) =>
    [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement
  return { document, screen, events, button }
}

describe('the passkey screen', () => {
  it('runs the WebAuthn call only when its own button is clicked, then goes', async () => {
    const { document, screen, events, button } = setup()
    let calls = 0
    const answer = screen.ask('add', async () => ++calls)
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Add a passkey')
    expect(events.shown).toBe(1)
    expect(calls).toBe(0)
    button('Create a passkey').click()
    expect(await answer).toBe(1)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(events.hidden).toBe(1)
  })

  it('says so when the person dismissed the browser’s prompt, and lets them try again', async () => {
    const { document, screen, button } = setup()
    let tries = 0
    const answer = screen.ask('login', async () => {
      if (++tries === 1) throw new DOMException('dismissed', 'NotAllowedError')
      return 'ok'
    })
    button('Log in with a passkey').click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(
      'The passkey was not used. Try again, or cancel.',
    )
    button('Log in with a passkey').click()
    expect(await answer).toBe('ok')
  })

  it('rejects as the user’s refusal on Cancel, and passes other failures on', async () => {
    const { screen, button } = setup()
    const cancelled = screen.ask('add', async () => 1)
    button('Cancel').click()
    await expect(cancelled).rejects.toMatchObject({ code: 4001 })
    const failed = screen.ask('add', async () => {
      throw new Error('cloud down')
    })
    button('Create a passkey').click()
    await expect(failed).rejects.toThrow('cloud down')
  })

  it('refuses on Escape as on Cancel; other keys and a late Cancel after the answer change nothing', async () => {
    const { document, screen, button } = setup()
    const escaped = screen.ask('login', async () => 1)
    const dialog = () => document.querySelector('[role="dialog"]')!
    dialog().dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter' }) as unknown as Event)
    expect(dialog()).not.toBeNull()
    dialog().dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape' }) as unknown as Event)
    await expect(escaped).rejects.toMatchObject({ code: 4001 })
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    const answered = screen.ask('add', async () => 'made')
    const cancel = button('Cancel')
    button('Create a passkey').click()
    expect(await answered).toBe('made')
    cancel.click()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })
})
