import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createRecoveryCodeScreen } from './recovery-code-screen.js'

let window: Window
afterEach(() => window?.close())

function setup() {
  window = new Window()
  const document = window.document as unknown as Document
  const root = document.createElement('div')
  document.body.append(root)
  const events = { shown: 0, hidden: 0 }
  const screen = createRecoveryCodeScreen({
    document,
    root,
    show: () => void events.shown++,
    hide: () => void events.hidden++,
  })
  const input = () => document.querySelector<HTMLInputElement>('#ss-recovery-code')!
  const submit = (code: string) => {
    input().value = code
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click()
  }
  return { document, root, screen, events, input, submit }
}

describe('the recovery code screen', () => {
  it('is a labelled modal dialog naming where the code went, over the dapp while open', () => {
    const { document, screen, events } = setup()
    const session = screen.open('ada@example.com')
    const dialog = document.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Recover your wallet',
    )
    expect(dialog.textContent).toContain('We sent an 8-digit code to ada@example.com.')
    expect(document.querySelector('label')!.htmlFor).toBe('ss-recovery-code')
    expect(events.shown).toBe(1)
    session.close()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(events.hidden).toBe(1)
  })

  it('answers the 8 digits typed, says what is wrong with other input, and shows a refusal', async () => {
    const { document, screen, submit } = setup()
    const session = screen.open('ada@example.com')
    const first = session.code()
    submit('1234')
    expect(document.querySelector('[role="alert"]')!.textContent).toBe('Enter the 8 digits from the mail.')
    submit('1234 5678')
    expect(await first).toBe('12345678')
    const second = session.code('The recovery code is wrong or has expired.')
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(
      'The recovery code is wrong or has expired.',
    )
    submit('87654321')
    expect(await second).toBe('87654321')
    session.close()
  })

  it('closing while a code is awaited rejects it, and takes the dialog away', async () => {
    const { document, screen, events } = setup()
    const session = screen.open('ada@example.com')
    const waiting = session.code()
    session.close()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(events.hidden).toBe(1)
  })

  it('Cancel and Escape reject with User rejected (4001)', async () => {
    const { document, screen } = setup()
    const session = screen.open('ada@example.com')
    const cancelled = session.code()
    ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click()
    await expect(cancelled).rejects.toMatchObject({ code: 4001 })
    const escaped = session.code()
    document
      .querySelector('[role="dialog"]')!
      .dispatchEvent(
        new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }) as unknown as Event,
      )
    await expect(escaped).rejects.toMatchObject({ code: 4001 })
    session.close()
  })
})
