import { Window } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages.js'
import { type ApprovalScreenOptions, createApprovalScreen } from './approval-screen.js'
import type { ArmApprove } from './approve-arming.js'

const REQUEST = {
  method: 'personal_sign',
  action: 'Sign a message',
  fields: [
    { label: 'Account', value: '0xabc' },
    { label: 'Message', value: '<img src=x onerror=alert(1)>' },
  ],
}

let window: Window
afterEach(() => window?.close())

/** Arming the test switches by hand; armed from the start unless told otherwise. */
function handArming(armedAtStart = true) {
  let armed = armedAtStart
  let tell: ((armed: boolean) => void) | undefined
  const armApprove: ArmApprove = (_target, onChange) => {
    tell = onChange
    if (armed) onChange(true)
    return { isArmed: () => armed, stop: () => (tell = undefined) }
  }
  return {
    armApprove,
    set(value: boolean) {
      armed = value
      tell?.(value)
    },
  }
}

function setup(
  dapp: ReturnType<ApprovalScreenOptions['dapp']> = { origin: 'http://127.0.0.1:4173', name: 'Lab' },
  arming = handArming(),
) {
  window = new Window()
  const document = window.document as unknown as Document
  const root = document.createElement('div')
  document.body.append(root)
  const outside = document.createElement('button')
  document.body.append(outside)
  outside.focus()
  const screen = createApprovalScreen({ document, root, dapp: () => dapp, armApprove: arming.armApprove })
  return { document, root, outside, screen }
}
const key = (target: Element, key: string, shiftKey = false) =>
  target.dispatchEvent(
    new window.KeyboardEvent('keydown', { key, shiftKey, bubbles: true }) as unknown as Event,
  )

describe('the approval screen', () => {
  it('is a labelled modal dialog saying who asks, from where, and what', () => {
    const { document, screen } = setup()
    screen.present(REQUEST)
    const dialog = document.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Approve request',
    )
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Lab asks you to:',
    )
    expect(dialog.textContent).toContain('Sign a message')
    expect(dialog.textContent).toContain('Request from: http://127.0.0.1:4173')
    expect([...dialog.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Account', 'Message'])
  })

  it('shows request values as text, never as markup', () => {
    const { document, screen } = setup()
    screen.present(REQUEST)
    expect(document.querySelector('dialog img, .ss-fields img')).toBeNull()
    expect(document.querySelectorAll('dd')[1]?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('moves focus to Reject, keeps Tab inside, and gives focus back on close', () => {
    const { document, outside, screen } = setup()
    const shown = screen.present(REQUEST)
    const [reject, approve] = [...document.querySelectorAll('button.ss-button')] as HTMLButtonElement[]
    expect(document.activeElement).toBe(reject)
    key(reject!, 'Tab')
    expect(document.activeElement).toBe(approve)
    key(approve!, 'Tab', true)
    expect(document.activeElement).toBe(reject)
    shown.close()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(outside)
  })

  it('answers Approve and Reject from the buttons, once', async () => {
    const { document, screen } = setup()
    const first = screen.present(REQUEST)
    ;(document.querySelector('.ss-primary') as HTMLButtonElement).click()
    expect(await first.decision).toBe('approve')
    first.close()
    const second = screen.present(REQUEST)
    const reject = document.querySelector('button.ss-button') as HTMLButtonElement
    reject.click()
    ;(document.querySelector('.ss-primary') as HTMLButtonElement).click()
    expect(await second.decision).toBe('reject')
    expect(reject.disabled).toBe(true)
  })

  it('rejects on Escape', async () => {
    const { document, screen } = setup()
    const shown = screen.present(REQUEST)
    key(document.activeElement!, 'Escape')
    expect(await shown.decision).toBe('reject')
  })

  it('shows the dapp’s icon only from http(s) or an inline image, and a neutral name when it has none', () => {
    for (const [icon, shown] of [
      ['https://app.example/icon.png', true],
      ['javascript:alert(1)', false],
      ['data:text/html,<script>', false],
      ['data:image/png;base64,AAAA', true],
    ] as const) {
      const { document, screen } = setup({ origin: 'https://app.example', icon })
      screen.present(REQUEST)
      expect(document.querySelector('img.ss-icon') !== null, icon).toBe(shown)
      expect(document.getElementById('ss-approval-asks')?.textContent).toBe('An app asks you to:')
      window.close()
    }
  })

  it('a click on Approve before it is armed (clickjacking) is not an approval; once armed it is', async () => {
    const arming = handArming(false)
    const { document, screen } = setup(undefined, arming)
    const shown = screen.present(REQUEST)
    const approve = document.querySelector('.ss-primary') as HTMLButtonElement
    const hint = document.getElementById('ss-approve-hint')!
    expect(approve.disabled).toBe(true)
    expect(hint.classList.contains('ss-armed')).toBe(false)
    expect(hint.textContent).toBe(MESSAGES.approveNotArmed)
    expect(approve.getAttribute('aria-describedby')).toBe('ss-approve-hint')
    // A script-made click ignores `disabled`; the screen still refuses it.
    approve.disabled = false
    approve.click()
    let decided = false
    void shown.decision.then(() => (decided = true))
    await Promise.resolve()
    expect(decided).toBe(false)
    arming.set(true)
    expect(approve.disabled).toBe(false)
    expect(hint.classList.contains('ss-armed')).toBe(true)
    arming.set(false)
    expect(approve.disabled).toBe(true)
    arming.set(true)
    approve.click()
    expect(await shown.decision).toBe('approve')
  })
})
