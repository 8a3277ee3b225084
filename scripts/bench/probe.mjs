// Runs in the page before its own scripts: plays an installed wallet (EIP-6963) so the Connect
// view has an entry, as on a visitor's browser, and notes the frame where the button shows.
export const INIT_SCRIPT = `(() => {
  window.__bench = { buttonVisibleAt: null, frame: 0 }
  const provider = { request: async () => { throw { code: 4001, message: 'bench' } }, on() {}, removeListener() {} }
  const detail = Object.freeze({
    info: { uuid: 'bench', name: 'Bench Wallet', rdns: 'org.appkit.bench',
      icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' },
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  const tick = () => { window.__bench.frame++; requestAnimationFrame(tick) }
  requestAnimationFrame(tick)
  const button = () => document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
  const poll = () => {
    const b = button()
    if (b && b.getBoundingClientRect().width > 0) window.__bench.buttonVisibleAt = performance.now()
    else requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
})()`

/** In the page: click the button, then note the frame the dialog and the first wallet show in. */
export function clickAndWatch() {
  const button = document.querySelector('appkit-button')?.shadowRoot?.querySelector('button')
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const seen = {}
    const timeout = setTimeout(() => reject(new Error('the dialog did not show within 10 s')), 10_000)
    const check = () => {
      const root = document.querySelector('appkit-modal')?.shadowRoot
      const card = root?.querySelector('dialog[open] .apk-card')
      const now = performance.now()
      const frame = window.__bench.frame
      if (!seen.dialog && card && card.getBoundingClientRect().height > 0) seen.dialog = { at: now, frame }
      if (!seen.wallet && card?.querySelector('[data-testid^="wallet-"]')) seen.wallet = { at: now, frame }
      if (seen.dialog && seen.wallet) {
        clearTimeout(timeout)
        return resolve({
          dialogMs: seen.dialog.at - started,
          walletMs: seen.wallet.at - started,
          sameFrame: seen.dialog.frame === seen.wallet.frame,
        })
      }
      requestAnimationFrame(check)
    }
    button.click()
    requestAnimationFrame(check)
  })
}
