import { PLACEHOLDER_ORIGIN } from './wallet.js'

// Links of a wallet, built from its slug. Web links point at loopback placeholders: nothing listens
// there, and a click can never leave the machine.

export const homepageOf = (slug: string) => `${PLACEHOLDER_ORIGIN}/wallets/${slug}`
export const mobileLinkOf = (slug: string) => `${slug}://`
export const desktopLinkOf = (slug: string) => `${slug}-desktop://`
export const webappLinkOf = (slug: string) => `${PLACEHOLDER_ORIGIN}/webapp/${slug}`
export const appStoreOf = (slug: string) => `${PLACEHOLDER_ORIGIN}/app-store/${slug}`
export const playStoreOf = (slug: string) => `${PLACEHOLDER_ORIGIN}/play-store/${slug}`

/** The flag a wallet sets on its injected provider, `isFooWallet`, as real explorers list it. */
export function injectedIdOf(name: string): string {
  return `is${name.replace(/[^A-Za-z0-9]/g, '')}`
}

/** The namespaces of a chain list, in a fixed order, for the `injected` entries. */
export function namespacesOf(chains: readonly string[]): string[] {
  return ['eip155', 'solana', 'bip122'].filter((namespace) =>
    chains.some((chain) => chain.startsWith(`${namespace}:`)),
  )
}
