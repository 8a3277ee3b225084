import './styles.css'
import { startSecureFrame } from './boot/start-secure-frame.js'
import { pageStorage } from './storage/page-storage.js'

// The frame page's entry. Everything it does starts in startSecureFrame; this file only hands it
// the browser.
const warn = (message: string) => console.warn(`[secure-site] ${message}`)

startSecureFrame({
  window,
  document,
  location,
  referrer: document.referrer,
  storage: pageStorage(window, warn),
  fetch: (input, init) => window.fetch(input, init),
  credentials: window.PublicKeyCredential ? navigator.credentials : undefined,
  reload: () => location.reload(),
  warn,
}).catch((error: unknown) => {
  // Nothing is posted to a dapp that was not verified; the reason is for the developer's console.
  console.error('[secure-site] The secure frame did not start:', error)
})
