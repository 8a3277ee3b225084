import { FRAME_Z_INDEX } from '@appkit/common'

/** Spec §2: the element's id and frame name, which the secure site and the e2e suites look for. */
export const FRAME_ELEMENT_ID = 'w3m-iframe'
export const FRAME_NAME = 'w3m-secure-iframe'
/**
 * Copying an address or recovery data from the secure site's screens, and WebAuthn for its passkey
 * screens (a cross-origin frame may not create or use a passkey unless the page grants it); nothing
 * else is granted.
 */
export const FRAME_ALLOW = 'clipboard-write; publickey-credentials-create; publickey-credentials-get'

// Inline and !important: the dapp's own CSS (`iframe { width: 300px }` is common) must not move or
// reveal the frame, and nothing we set reaches any other element of the page.
const LAYOUT: ReadonlyArray<[string, string]> = [
  ['position', 'fixed'],
  ['top', '0'],
  ['left', '0'],
  ['width', '100%'],
  ['height', '100%'],
  ['margin', '0'],
  ['padding', '0'],
  ['border', 'none'],
  ['background', 'transparent'],
  ['z-index', String(FRAME_Z_INDEX)],
]

/** Makes the hidden, full-page frame and adds it to the page. */
export function createFrameElement(document: Document, src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.id = FRAME_ELEMENT_ID
  frame.name = FRAME_NAME
  frame.title = 'Secure wallet'
  frame.allow = FRAME_ALLOW
  for (const [property, value] of LAYOUT) frame.style.setProperty(property, value, 'important')
  setFrameVisible(frame, false)
  frame.src = src
  ;(document.body ?? document.documentElement).appendChild(frame)
  return frame
}

/** Hidden until the secure site asks to show its own screen over the dapp (FRAME_SHOW). */
export function setFrameVisible(frame: HTMLIFrameElement, visible: boolean): void {
  frame.style.setProperty('display', visible ? 'block' : 'none', 'important')
  // Hidden, it is no part of the page for assistive technology either.
  if (visible) frame.removeAttribute('aria-hidden')
  else frame.setAttribute('aria-hidden', 'true')
}
