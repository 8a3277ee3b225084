import type { AnnouncedWallet, Eip1193Provider } from './eip1193.js'

function isAnnouncement(detail: unknown): detail is AnnouncedWallet {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as Partial<AnnouncedWallet>
  return (
    typeof info?.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof info.name === 'string' &&
    typeof info.icon === 'string' &&
    typeof (provider as Eip1193Provider | undefined)?.request === 'function'
  )
}

/**
 * Collects wallets announced by EIP-6963, one per rdns (a wallet re-announces on every request),
 * and asks the installed ones to announce. Returns the function that stops listening.
 */
export function watchAnnouncedWallets(onChange: (wallets: AnnouncedWallet[]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const wallets = new Map<string, AnnouncedWallet>()
  const onAnnounce = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>
    if (!isAnnouncement(detail)) return
    if (wallets.get(detail.info.rdns)?.provider === detail.provider) return
    wallets.set(detail.info.rdns, detail)
    onChange([...wallets.values()])
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
