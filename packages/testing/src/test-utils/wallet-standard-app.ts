import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'

export interface StandardApp {
  /** The wallets registered with this app and not unregistered since. */
  wallets: Wallet[]
  /** Announces the app (`wallet-standard:app-ready`), as an app that starts after the wallets does. */
  announce(): void
  stop(): void
}

/**
 * A Wallet Standard app's side of the registration events, as @wallet-standard/app implements it:
 * it listens for wallets that register, and can announce itself to wallets already installed.
 */
export function startStandardApp(): StandardApp {
  const wallets: Wallet[] = []
  const api: WindowAppReadyEventAPI = {
    register(wallet) {
      wallets.push(wallet)
      return () => {
        const index = wallets.indexOf(wallet)
        if (index >= 0) wallets.splice(index, 1)
      }
    },
  }
  const onRegister = (event: Event) => (event as CustomEvent<WindowRegisterWalletEventCallback>).detail(api)
  window.addEventListener('wallet-standard:register-wallet', onRegister)
  return {
    wallets,
    announce: () => window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api })),
    stop: () => window.removeEventListener('wallet-standard:register-wallet', onRegister),
  }
}
