import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'

/**
 * Registers the wallet with the page's Wallet Standard apps, by the standard's two events: one
 * `wallet-standard:register-wallet` now (for apps already listening), and a register on every
 * `wallet-standard:app-ready` (for apps that start later). @wallet-standard/wallet's registerWallet
 * does the same but drops the unregister functions the apps return and never stops listening; a
 * test wallet must be able to leave, so this keeps both. Returns the function that unregisters.
 */
export function registerStandardWallet(wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const register: WindowRegisterWalletEventCallback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => register((event as CustomEvent<WindowAppReadyEventAPI>).detail)

  window.addEventListener('wallet-standard:app-ready', onAppReady)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  } catch (error) {
    // As in the standard's own helper: if the event cannot be dispatched, apps that start later still find the wallet.
    console.error('appkit test wallet: wallet-standard:register-wallet failed', error)
  }
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
