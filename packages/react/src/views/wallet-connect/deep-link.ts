/**
 * A wallet's link carrying the pairing URI: `scheme://wc?uri=…` for custom schemes and
 * `https://host/path/wc?uri=…` for universal links, the forms wallets register for WalletConnect.
 */
export function walletLink(base: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//.test(base)) return `${base.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = base.includes('://') ? base : `${base.replace(/:+$/, '')}://`
  return `${scheme}wc?uri=${encoded}`
}
