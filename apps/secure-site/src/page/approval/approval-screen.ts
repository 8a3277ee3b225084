import { elementMaker } from '../dom/element-maker.js'
import { MESSAGES } from '../messages.js'
import type { ApprovalDecision, ApprovalUi } from './approval-gate.js'
import type { ApprovalRequest } from './approval-request.js'
import { type ArmApprove, browserArmApprove } from './approve-arming.js'

/** Who asks, as the approval screen shows it. The origin is the verified one, not the dapp's claim. */
export interface DappInfo {
  origin: string
  name?: string | undefined
  icon?: string | undefined
}

export interface ApprovalScreenOptions {
  document: Document
  /** Where the dialog goes (index.html's #approval-root). */
  root: HTMLElement
  dapp(): DappInfo
  /** Arms Approve (approve-arming.ts); the browser's focus, visibility and IntersectionObserver by default. */
  armApprove?: ArmApprove | undefined
}

/** Only http(s) and inline images: an icon URL from the dapp must not run or navigate anything. */
function safeIcon(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { protocol } = new URL(url)
    if (protocol === 'https:' || protocol === 'http:') return url
    return /^data:image\/(png|jpeg|gif|webp);/i.test(url) ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * The ApproveTransaction screen as plain DOM: a labelled modal dialog saying who asks and what,
 * with Reject and Approve. Focus moves into it (to Reject, the safe default), Tab stays inside it,
 * Escape rejects, and focus goes back where it was when it closes. Every value from the request is
 * set as text, never parsed as HTML.
 */
export function createApprovalScreen(options: ApprovalScreenOptions): ApprovalUi {
  const { document, root } = options
  const armApprove = options.armApprove ?? (document.defaultView && browserArmApprove(document.defaultView))
  const element = elementMaker(document)

  return {
    present(request: ApprovalRequest) {
      const dapp = options.dapp()
      const previous = document.activeElement as HTMLElement | null
      const backdrop = element('div', 'ss-backdrop')
      const dialog = element('section', 'ss-dialog')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', 'ss-approval-title')
      dialog.setAttribute('aria-describedby', 'ss-approval-asks')

      const header = element('header', 'ss-header')
      const icon = safeIcon(dapp.icon)
      if (icon) {
        const image = element('img', 'ss-icon')
        image.src = icon
        image.alt = ''
        image.referrerPolicy = 'no-referrer'
        header.append(image)
      }
      const title = element('h1', 'ss-title', MESSAGES.dialogTitle)
      title.id = 'ss-approval-title'
      header.append(title)

      const asks = element('p', 'ss-asks', MESSAGES.asks(dapp.name?.trim() || MESSAGES.unknownApp))
      asks.id = 'ss-approval-asks'
      const action = element('p', 'ss-action', request.action)
      const origin = element('p', 'ss-origin', `${MESSAGES.verifiedOrigin}: `)
      origin.append(element('strong', undefined, dapp.origin))

      const fields = element('dl', 'ss-fields')
      for (const field of request.fields) {
        fields.append(element('dt', undefined, field.label), element('dd', 'ss-value', field.value))
      }

      const buttons = element('div', 'ss-buttons')
      const reject = element('button', 'ss-button', MESSAGES.reject)
      const approve = element('button', 'ss-button ss-primary', MESSAGES.approve)
      reject.type = 'button'
      approve.type = 'button'
      buttons.append(reject, approve)
      // Until armed, Approve takes no click (clickjacking: the dapp owns the frame's style).
      const hint = element('p', 'ss-hint', MESSAGES.approveNotArmed)
      hint.id = 'ss-approve-hint'
      approve.setAttribute('aria-describedby', hint.id)
      approve.disabled = true
      dialog.append(header, asks, action, origin, fields, buttons, hint)
      backdrop.append(dialog)
      root.replaceChildren(backdrop)

      let decided = false
      let decide: (decision: ApprovalDecision) => void = () => undefined
      const decision = new Promise<ApprovalDecision>((resolve) => {
        decide = (value) => {
          // One decision per request: a double click cannot answer twice.
          decided = true
          reject.disabled = true
          approve.disabled = true
          resolve(value)
        }
      })
      const arming = armApprove?.(dialog, (armed) => {
        if (decided) return
        approve.disabled = !armed
        // Hidden but keeping its room: nothing moves under the pointer when Approve arms.
        hint.classList.toggle('ss-armed', armed)
      })
      reject.addEventListener('click', () => decide('reject'))
      // The button's disabled state is the visible half; this check is what counts.
      approve.addEventListener('click', () => {
        if (!decided && arming?.isArmed()) decide('approve')
      })
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          decide('reject')
        } else if (event.key === 'Tab') {
          // Two stops, Reject and Approve: Tab and Shift+Tab go round between them.
          event.preventDefault()
          ;(document.activeElement === reject ? approve : reject).focus()
        }
      })
      let open = true
      // The dapp makes the frame visible only after FRAME_SHOW, and nothing in a hidden frame takes
      // focus: try again shortly until it does (or the request is gone).
      const focusReject = (triesLeft: number) => {
        if (!open || reject.disabled) return
        reject.focus()
        if (document.activeElement !== reject && triesLeft > 0)
          setTimeout(() => focusReject(triesLeft - 1), 50)
      }
      focusReject(40)

      return {
        decision,
        close() {
          open = false
          arming?.stop()
          backdrop.remove()
          previous?.focus?.()
        },
      }
    },
  }
}
