import { closeModal, goBack, loadRemoteFeatures, type View } from '@appkit/controllers/modal'
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useAppKitCore } from '../context.js'
import { useAppKitAccount } from '../hooks/use-appkit-account.js'
import { useProxy } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'
import { Themed } from '../styles/shadow-root.js'
import { viewTitle } from '../views/titles.js'
import { AlertBanner } from './alert-banner.js'
import { useAnimatedHeight } from './animated-height.js'
import { trapTab } from './focus-trap.js'
import { BackIcon, CloseIcon } from './icons.js'
import { lockPageScroll } from './scroll-lock.js'
import { Snackbar } from './snackbar.js'
import { useWarmLayout } from './warm-layout.js'
import { type WhenShown, WhenShownContext, whenOpen } from './when-shown.js'

/** The page's element that had focus, looking inside shadow roots (our buttons live in one). */
function deepActiveElement(): HTMLElement | null {
  let element = document.activeElement
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
  return element instanceof HTMLElement ? element : null
}

const BUTTON_HOSTS = 'appkit-button, appkit-account-button, appkit-connect-button, appkit-network-button'

/**
 * Where focus goes back on close: the element that opened the modal, or, when that element is
 * gone (the connect button became the account button), the first of our buttons on the page.
 */
function restoreFocus(opener: HTMLElement | null): void {
  if (opener?.isConnected) {
    opener.focus()
    return
  }
  for (const host of document.querySelectorAll(BUTTON_HOSTS)) {
    const button = host.shadowRoot?.querySelector('button')
    if (button) {
      button.focus()
      return
    }
  }
}

/**
 * A native modal dialog: the browser makes the page behind it inert (the focus trap), Escape is
 * routed through closeModal so a pending connection is rejected, and focus returns to where it was.
 */
export function Modal({ Views }: { Views: ComponentType<{ view: View }> }) {
  const core = useAppKitCore()
  const { open, shake, yielded } = useProxy(core.modal)
  const { view, history } = useProxy(core.router)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()
  // A click closes on the backdrop only when it also began there: a text selection dragged out of
  // the card must not close the modal (and cancel a pending connection).
  const pressedOnBackdrop = useRef(false)
  const bodyBox = useRef<HTMLDivElement>(null)
  const bodyContent = useRef<HTMLDivElement>(null)

  // The project's remote features (spec §3) are asked for when the visitor first opens the modal,
  // never with the page: this code loads with the modal's.
  useEffect(() => {
    if (open) void loadRemoteFeatures(core)
  }, [open, core])

  // Shown, the modal holds the page still: a wheel over the backdrop would scroll it otherwise.
  const shownNow = open && !yielded
  useEffect(() => {
    if (shownNow) return lockPageScroll()
  }, [shownNow])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !yielded && !element.open) {
      // Back from the secure site's screen, the opener is still the one from before.
      if (!opener.current) opener.current = deepActiveElement()
      element.showModal()
    } else if ((!open || yielded) && element.open) {
      element.close()
      if (!open) {
        restoreFocus(opener.current)
        opener.current = null
      }
    } else if (!open && opener.current) {
      restoreFocus(opener.current)
      opener.current = null
    }
  }, [open, yielded])

  // Closed, the view a click on Connect opens waits rendered in the closed dialog (display: none,
  // so no one sees it or reaches it): the click then only shows the dialog. It waits anew after
  // each close, as a fresh view, as the open one unmounts.
  const { isConnected } = useAppKitAccount()
  const [generation, setGeneration] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setGeneration(generation + 1)
  }
  const shown: View | undefined = open ? view : isConnected ? undefined : 'Connect'
  // The same element while the view stays: opening on the waiting view renders nothing again.
  const whenShown = useMemo<WhenShown>(() => (run) => whenOpen(core.modal, run), [core])
  const body = useMemo(
    () =>
      shown && (
        <WhenShownContext.Provider value={whenShown}>
          <Views key={generation} view={shown} />
        </WhenShownContext.Provider>
      ),
    [shown, generation, whenShown, Views],
  )
  useWarmLayout(dialog, !open && Boolean(shown))
  const title = shown && viewTitle(shown)
  useAnimatedHeight(bodyBox, bodyContent, Boolean(shown))
  return (
    <Themed>
      <dialog
        ref={dialog}
        className="apk-dialog"
        aria-labelledby={titleId}
        data-testid="appkit-modal"
        onCancel={(event) => {
          event.preventDefault()
          closeModal(core)
        }}
        onClose={(event) => {
          // The browser may close a modal dialog on its own (a second Escape cannot be cancelled):
          // when the state still says open, the dialog opens again.
          if (core.modal.open && !core.modal.yielded) event.currentTarget.showModal()
        }}
        onMouseDown={(event) => {
          // The second press of a double click that opened the modal lands on the backdrop: a
          // press that continues a click series (detail > 1) is not a new one.
          pressedOnBackdrop.current = event.target === event.currentTarget && event.detail < 2
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget && pressedOnBackdrop.current) closeModal(core)
        }}
        onKeyDown={(event) => trapTab(event, event.currentTarget)}
      >
        {shown && (
          <div className={shake ? 'apk-card shake' : 'apk-card'} data-view={shown}>
            <header className="apk-header">
              {open && history.length > 1 ? (
                <button
                  type="button"
                  className="apk-icon-button"
                  aria-label={messages.back}
                  onClick={() => goBack(core)}
                >
                  <BackIcon />
                </button>
              ) : (
                <span />
              )}
              <h2 id={titleId}>{title}</h2>
              <button
                type="button"
                className="apk-icon-button"
                aria-label={messages.close}
                onClick={() => closeModal(core)}
              >
                <CloseIcon />
              </button>
            </header>
            <AlertBanner />
            <div className="apk-body" ref={bodyBox} data-testid="modal-body">
              <div className="apk-content" ref={bodyContent}>
                {body}
              </div>
            </div>
          </div>
        )}
        <Snackbar active={open} />
      </dialog>
      <Snackbar active={!open} />
    </Themed>
  )
}
