import type { WalletIcon } from '@wallet-standard/base'

const ICON = /^data:image\/(?:svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/]+={0,2}$/

/** Wallet Standard apps may refuse a wallet whose icon is not one of these four base64 kinds. */
export function isWalletIcon(value: string): value is WalletIcon {
  return ICON.test(value)
}
