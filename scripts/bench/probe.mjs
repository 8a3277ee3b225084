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

/** In the page: open AllWallets from Connect; time until the first explorer wallet is shown. */
export function openAllWalletsAndWatch() {
  const root = document.querySelector('appkit-modal').shadowRoot
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const timeout = setTimeout(() => reject(new Error('AllWallets showed no wallet within 10 s')), 10_000)
    const check = () => {
      if (root.querySelector('[data-testid="all-wallets"] [data-testid^="explorer-wallet-"]')) {
        clearTimeout(timeout)
        return resolve(performance.now() - started)
      }
      requestAnimationFrame(check)
    }
    const button = root.querySelector('[data-testid="all-wallets-button"]')
    if (!button) return reject(new Error('no All Wallets entry: is the explorer configured?'))
    button.click()
    requestAnimationFrame(check)
  })
}

/** In the page: type a search; time until every row shown matches it (debounce and request included). */
export function searchAndWatch(term) {
  const root = document.querySelector('appkit-modal').shadowRoot
  const input = root.querySelector('[data-testid="all-wallets"] input[type="search"]')
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const timeout = setTimeout(() => reject(new Error('the search showed nothing within 10 s')), 10_000)
    const check = () => {
      const names = [...root.querySelectorAll('[data-testid^="explorer-wallet-"] .apk-name')].map(
        (n) => n.textContent,
      )
      if (names.length > 0 && names.every((n) => n.toLowerCase().includes(term.toLowerCase()))) {
        clearTimeout(timeout)
        return resolve({ ms: performance.now() - started, rows: names.length })
      }
      requestAnimationFrame(check)
    }
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
    setValue.call(input, term)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    requestAnimationFrame(check)
  })
}

/** In the page: scroll to the end of AllWallets a few times; how many wallets are loaded and rendered. */
export async function scrollAllWallets(times) {
  const root = document.querySelector('appkit-modal').shadowRoot
  const search = root.querySelector('[data-testid="all-wallets"] input[type="search"]')
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set
  setValue.call(search, '')
  search.dispatchEvent(new Event('input', { bubbles: true }))
  const list = root.querySelector('.apk-virtual')
  for (let i = 0; i < times; i++) {
    list.scrollTop = list.scrollHeight
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    loaded: Number(list.querySelector('ul').dataset.count),
    rendered: list.querySelectorAll('li').length,
  }
}
