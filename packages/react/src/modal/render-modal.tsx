import type { AppKitCore } from '@appkit/controllers/modal'
import { createRoot } from 'react-dom/client'
import { AppKitProvider } from '../context.js'
import { MODAL_CSS } from '../styles/modal-css.js'
import { adoptStyles } from '../styles/stylesheet.js'
import { Modal } from './modal.js'

// The network button's image comes with this chunk, which a visitor heading for a button loads anyway.
export { ButtonNetworkImage } from '../images/button-network-image.js'

/**
 * The instance's modal lives in its own shadow root at the end of the body, with its own React
 * root. Returns the function that removes it.
 */
export function renderModal(core: AppKitCore): () => void {
  const host = document.createElement('appkit-modal')
  document.body.appendChild(host)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, MODAL_CSS)
  const container = document.createElement('div')
  shadow.appendChild(container)
  const root = createRoot(container)
  root.render(
    <AppKitProvider core={core}>
      <Modal />
    </AppKitProvider>,
  )
  return () => {
    root.unmount()
    host.remove()
  }
}
