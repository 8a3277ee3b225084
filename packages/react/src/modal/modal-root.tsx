import type { AppKitCore, View } from '@appkit/controllers/modal'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitProvider } from '../context.js'
import { MODAL_CSS } from '../styles/modal-css.js'
import { adoptStyles } from '../styles/stylesheet.js'
import { Modal } from './modal.js'

/**
 * The instance's modal lives in its own shadow root at the end of the body, with its own React
 * root, showing its views with `Views`. Returns the function that removes it.
 */
export function mountModalRoot(core: AppKitCore, Views: ComponentType<{ view: View }>): () => void {
  const host = document.createElement('appkit-modal')
  document.body.appendChild(host)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptStyles(shadow, MODAL_CSS)
  const container = document.createElement('div')
  shadow.appendChild(container)
  const root = createRoot(container)
  root.render(
    <AppKitProvider core={core}>
      <Modal Views={Views} />
    </AppKitProvider>,
  )
  return () => {
    root.unmount()
    host.remove()
  }
}
