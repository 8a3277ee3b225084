import { CHAIN, type ExplorerWallet } from './wallet.js'
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
import { slugOf } from './wallet-names.js'

type Ways = Partial<Record<'mobile' | 'desktop' | 'webapp' | 'stores' | 'injected' | 'certified', boolean>>

function fixed(
  name: string,
  rdns: string | null,
  chains: string[],
  ways: Ways,
): Omit<ExplorerWallet, 'order'> {
  const slug = slugOf(name)
  return {
    id: walletIdOf(name),
    name,
    image_id: imageIdOf(name),
    rdns,
    chains,
    homepage: homepageOf(slug),
    mobile_link: ways.mobile ? mobileLinkOf(slug) : null,
    desktop_link: ways.desktop ? desktopLinkOf(slug) : null,
    webapp_link: ways.webapp ? webappLinkOf(slug) : null,
    app_store: ways.stores ? appStoreOf(slug) : null,
    play_store: ways.stores ? playStoreOf(slug) : null,
    injected: ways.injected
      ? namespacesOf(chains).map((namespace) => ({ injected_id: injectedIdOf(name), namespace }))
      : null,
    badge_type: ways.certified ? 'certified' : 'none',
  }
}

/**
 * The top ranks of every catalogue: known names with one way of connecting each, so tests and the
 * lab can ask for "the Solana-only wallet" or "the web-app wallet" by name. The first one carries the
 * rdns of the lab's EIP-6963 test wallet, so the explorer entry and the announced wallet match.
 */
export const FIXED_WALLETS: readonly Omit<ExplorerWallet, 'order'>[] = [
  fixed('AppKit Test Wallet', 'org.appkit.testwallet', [CHAIN.anvil, CHAIN.ethereum], {
    injected: true,
    certified: true,
  }),
  fixed(
    'Lab Wallet One',
    'com.appkit.labwalletone',
    [CHAIN.ethereum, CHAIN.optimism, CHAIN.polygon, CHAIN.arbitrum, CHAIN.base, CHAIN.anvil],
    { mobile: true, desktop: true, stores: true, injected: true, certified: true },
  ),
  fixed('Lab Wallet Two', 'com.appkit.labwallettwo', [CHAIN.ethereum, CHAIN.base, CHAIN.anvil], {
    mobile: true,
    stores: true,
    certified: true,
  }),
  fixed('Lab Solana Wallet', 'com.appkit.labsolanawallet', [CHAIN.solana], { mobile: true, injected: true }),
  fixed('Lab Bitcoin Wallet', 'com.appkit.labbitcoinwallet', [CHAIN.bitcoin], {
    mobile: true,
    injected: true,
  }),
  fixed(
    'Lab Multichain Wallet',
    'com.appkit.labmultichainwallet',
    [CHAIN.ethereum, CHAIN.arbitrum, CHAIN.solana, CHAIN.bitcoin, CHAIN.anvil],
    { mobile: true, desktop: true, stores: true, injected: true, certified: true },
  ),
  fixed('Lab Web Wallet', null, [CHAIN.ethereum, CHAIN.polygon], { webapp: true }),
  fixed('Lab Desktop Wallet', null, [CHAIN.ethereum], { desktop: true }),
]
