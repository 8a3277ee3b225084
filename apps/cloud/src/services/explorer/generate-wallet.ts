import type { Prng } from './prng.js'
import { CHAIN, EVM_EXTRA_CHAINS, type ExplorerWallet } from './wallet.js'
import { imageIdOf, walletIdOf } from './wallet-ids.js'
import {
  appStoreOf,
  desktopLinkOf,
  homepageOf,
  injectedIdOf,
  mobileLinkOf,
  namespacesOf,
  playStoreOf,
  webappLinkOf,
} from './wallet-links.js'
import type { WalletName } from './wallet-names.js'

const RDNS_TLDS = ['com', 'io', 'app', 'xyz', 'org'] as const

/**
 * One generated entry. The shares (30% without rdns, 10% certified, most EVM-only, some Solana or
 * Bitcoin only, a few everywhere) roughly follow a real catalogue, so filters and search in the lab
 * behave as they would against one. Draws happen in a fixed order: changing it reshuffles every
 * catalogue, which breaks tests that name wallets by rank.
 */
export function generateWallet(prng: Prng, { name, slug }: WalletName, order: number): ExplorerWallet {
  const chains = drawChains(prng)
  const rdns = prng.chance(0.7) ? `${prng.pick(RDNS_TLDS)}.${slug}` : null
  const mobile = prng.chance(0.65)
  const desktop = prng.chance(0.2)
  const webapp = prng.chance(0.15)
  const appStore = mobile && prng.chance(0.85)
  const playStore = mobile && prng.chance(0.85)
  const injected = rdns !== null && prng.chance(0.4)
  const certified = prng.chance(0.1)
  return {
    id: walletIdOf(name),
    name,
    image_id: imageIdOf(name),
    rdns,
    chains,
    homepage: homepageOf(slug),
    mobile_link: mobile ? mobileLinkOf(slug) : null,
    desktop_link: desktop ? desktopLinkOf(slug) : null,
    webapp_link: webapp ? webappLinkOf(slug) : null,
    app_store: appStore ? appStoreOf(slug) : null,
    play_store: playStore ? playStoreOf(slug) : null,
    injected: injected
      ? namespacesOf(chains).map((namespace) => ({ injected_id: injectedIdOf(name), namespace }))
      : null,
    badge_type: certified ? 'certified' : 'none',
    order,
  }
}

function drawChains(prng: Prng): string[] {
  const evm = () => [CHAIN.ethereum, ...EVM_EXTRA_CHAINS.filter(() => prng.chance(0.45))]
  const roll = prng.next()
  let chains: string[]
  if (roll < 0.55) chains = evm()
  else if (roll < 0.72) chains = [...evm(), CHAIN.solana]
  else if (roll < 0.84) chains = [CHAIN.solana]
  else if (roll < 0.9) chains = [CHAIN.bitcoin]
  else if (roll < 0.95) chains = [...evm(), CHAIN.bitcoin]
  else chains = [...evm(), CHAIN.solana, CHAIN.bitcoin]
  // A few wallets also list the local dev chain, as wallets for developers do.
  if (chains.includes(CHAIN.ethereum) && prng.chance(0.1)) chains.push(CHAIN.anvil)
  return chains
}
