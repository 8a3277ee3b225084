import { createRoot } from 'react-dom/client'
import { MODAL_CSS } from '../styles/modal-css.js'
import { adoptStyles } from '../styles/stylesheet.js'
import { Modal } from './modal.js'

/** The modal lives in its own shadow root at the end of the body, with its own React root. */
export function renderModal(): void {
  const host = document.createElement('appkit-modal')
  document.body.appendChild(host)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, MODAL_CSS)
  const container = document.createElement('div')
  shadow.appendChild(container)
  createRoot(container).render(<Modal />)
}
