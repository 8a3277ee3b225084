import { UserRejectedRequestError } from '@appkit/common'
import { elementMaker } from '../dom/element-maker.js'
import { MESSAGES } from '../messages.js'

export type PasskeyScreenKind = 'add' | 'login'

/**
 * A screen of this site whose button runs a WebAuthn call: a cross-origin frame may create or use a
 * passkey only in answer to a click inside it, so the dapp's click is not enough.
 */
export interface PasskeyPrompt {
  /**
   * Shows the screen; a click on its button runs `act` and resolves with its result. A failed `act`
   * (the person dismissed the browser's prompt) is said on the screen and the button works again;
   * Cancel or Escape rejects with UserRejectedRequestError. The screen goes when settled.
   */
  ask<T>(kind: PasskeyScreenKind, act: () => Promise<T>): Promise<T>
}

export interface PasskeyScreenOptions {
  document: Document
  root: HTMLElement
  show(): void
  hide(): void
}

export function createPasskeyScreen(options: PasskeyScreenOptions): PasskeyPrompt {
  const { document } = options
  const element = elementMaker(document)
  return {
    ask<T>(kind: PasskeyScreenKind, act: () => Promise<T>): Promise<T> {
      const words = MESSAGES.passkey[kind]
      const backdrop = element('div', 'ss-backdrop')
      const dialog = element('div', 'ss-dialog')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', 'ss-passkey-title')
      const title = element('h1', 'ss-title', words.title)
      title.id = 'ss-passkey-title'
      const text = element('p', 'ss-asks', words.text)
      const error = element('p', 'ss-error')
      error.setAttribute('role', 'alert')
      const buttons = element('div', 'ss-buttons')
      const cancel = element('button', 'ss-button', MESSAGES.passkey.cancel)
      cancel.type = 'button'
      const go = element('button', 'ss-button ss-primary', words.button)
      go.type = 'button'
      buttons.append(cancel, go)
      dialog.append(title, text, error, buttons)
      backdrop.append(dialog)
      options.root.append(backdrop)
      options.show()
      go.focus()

      return new Promise<T>((resolve, reject) => {
        let settled = false
        const close = () => {
          settled = true
          backdrop.remove()
          options.hide()
        }
        go.addEventListener('click', () => {
          if (settled || go.disabled) return
          go.disabled = true
          error.textContent = ''
          // Called in the click's own task: the browser's user activation is still there.
          act().then(
            (result) => {
              close()
              resolve(result)
            },
            (failure: unknown) => {
              if (settled) return
              go.disabled = false
              // Only the person's own refusal is retried here; anything else ends the request.
              if (failure instanceof DOMException && failure.name === 'NotAllowedError') {
                error.textContent = MESSAGES.passkey.failed
                return
              }
              close()
              reject(failure)
            },
          )
        })
        const refuse = () => {
          if (settled) return
          close()
          reject(new UserRejectedRequestError())
        }
        cancel.addEventListener('click', refuse)
        dialog.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            refuse()
          }
        })
      })
    },
  }
}
