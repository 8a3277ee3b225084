import { UserRejectedRequestError } from '@appkit/common'
import { elementMaker } from '../dom/element-maker.js'
import { MESSAGES } from '../messages.js'
import type { RecoveryPrompt } from './recovery-prompt.js'

export interface RecoveryCodeScreenOptions {
  document: Document
  /** Where the dialog goes (index.html's #approval-root; added beside, never over, an approval). */
  root: HTMLElement
  /** The frame over the dapp while the dialog is open (endpoint.show / endpoint.hide). */
  show(): void
  hide(): void
}

/**
 * The recovery code screen as plain DOM: a labelled modal dialog, on this site's origin, that asks
 * for the 8-digit code this site's server mailed. The dapp's script cannot read or fill it (another
 * origin). Escape or Cancel cancels; a refused code is shown as the server said it.
 */
export function createRecoveryCodeScreen(options: RecoveryCodeScreenOptions): RecoveryPrompt {
  const { document } = options
  const element = elementMaker(document)

  return {
    open(email) {
      const backdrop = element('div', 'ss-backdrop')
      const dialog = element('form', 'ss-dialog')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', 'ss-recovery-title')
      dialog.setAttribute('aria-describedby', 'ss-recovery-sent')
      dialog.noValidate = true
      const title = element('h1', 'ss-title', MESSAGES.recovery.title)
      title.id = 'ss-recovery-title'
      const sent = element('p', 'ss-asks', MESSAGES.recovery.sent(email))
      sent.id = 'ss-recovery-sent'
      const label = element('label', 'ss-label', MESSAGES.recovery.label)
      const input = element('input', 'ss-code-input')
      input.id = 'ss-recovery-code'
      label.htmlFor = input.id
      input.inputMode = 'numeric'
      input.autocomplete = 'one-time-code'
      input.maxLength = 8
      input.pattern = '[0-9]{8}'
      const error = element('p', 'ss-error')
      error.setAttribute('role', 'alert')
      const buttons = element('div', 'ss-buttons')
      const cancel = element('button', 'ss-button', MESSAGES.recovery.cancel)
      cancel.type = 'button'
      const submit = element('button', 'ss-button ss-primary', MESSAGES.recovery.submit)
      submit.type = 'submit'
      buttons.append(cancel, submit)
      dialog.append(title, sent, label, input, error, buttons)
      backdrop.append(dialog)
      options.root.append(backdrop)
      options.show()

      let answer: { resolve(code: string): void; reject(error: Error): void } | undefined
      const settle = (outcome: string | Error) => {
        const waiting = answer
        answer = undefined
        if (!waiting) return
        submit.disabled = true
        if (typeof outcome === 'string') waiting.resolve(outcome)
        else waiting.reject(outcome)
      }
      dialog.addEventListener('submit', (event) => {
        event.preventDefault()
        const code = input.value.replace(/\s+/g, '')
        if (!/^\d{8}$/.test(code)) {
          error.textContent = MESSAGES.recovery.format
          return
        }
        settle(code)
      })
      cancel.addEventListener('click', () => settle(new UserRejectedRequestError()))
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          settle(new UserRejectedRequestError())
        }
      })
      let open = true
      // The dapp makes the frame visible only after FRAME_SHOW: focus once it takes it.
      const focusInput = (triesLeft: number) => {
        if (!open) return
        input.focus()
        if (document.activeElement !== input && triesLeft > 0) setTimeout(() => focusInput(triesLeft - 1), 50)
      }
      focusInput(40)

      return {
        code(message = '') {
          error.textContent = message
          input.value = ''
          submit.disabled = false
          return new Promise<string>((resolve, reject) => {
            answer = { resolve, reject }
          })
        },
        close() {
          open = false
          settle(new UserRejectedRequestError())
          backdrop.remove()
          options.hide()
        },
      }
    },
  }
}
