import type { ApprovableWallet } from '@appkit/testing'
import {
  AppKitButton,
  AppKitNetworkButton,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitSiwx,
  useAppKitTheme,
  useWalletInfo,
} from 'appkit/react'
import { useEffect, useMemo } from 'react'
import { ApprovalPanel } from './approval-panel.js'
import { WalletPopup } from './approvals/wallet-popup.js'
import { LAB_CONFIG } from './config.js'
import { ConfigurationPicker } from './configuration-picker.js'
import { openedConfiguration } from './configurations.js'
import type { EventLog } from './event-log.js'
import { EventsList } from './events-list.js'
import { HeadlessWallets } from './headless-wallets.js'
import { Intro } from './intro.js'
import { SignMessage } from './sign-message.js'
import { walletsFor } from './wallets.js'

/** The test wallets' panel in a window of its own, for a person who keeps it beside the page. */
function openWalletsWindow(wallets: readonly ApprovableWallet[]) {
  const query = new URLSearchParams({ wallets: wallets.map((wallet) => wallet.info.rdns).join(',') })
  window.open(`/wallets.html?${query}`, 'appkit-test-wallets', 'popup,width=460,height=640')
}

const configuration = openedConfiguration()
const headless = 'features' in configuration && 'headless' in configuration.features

/**
 * The lab's page; `namespaces` are those of the configuration's adapters, whose wallets it shows;
 * `events` the SDK's tracking events since the page opened.
 */
export function App({ namespaces, events }: { namespaces: readonly string[]; events: EventLog }) {
  const wallets = useMemo(() => walletsFor(namespaces), [namespaces])
  const { open } = useAppKit()
  const account = useAppKitAccount()
  const network = useAppKitNetwork()
  const { walletInfo } = useWalletInfo()
  // Each namespace's own account, whichever is active: a dapp connected to several sees them all.
  const evm = useAppKitAccount({ namespace: 'eip155' })
  const solana = useAppKitAccount({ namespace: 'solana' })
  const { themeMode, setThemeMode } = useAppKitTheme()
  // The page takes the modal's theme (lab.css), whether it came from the system or the switch.
  useEffect(() => {
    document.documentElement.dataset.theme = themeMode
  }, [themeMode])
  const siwx = useAppKitSiwx()
  const rows: [string, string | number | undefined][] = [
    ['status', account.status],
    ['address', account.address],
    ['caip-address', account.caipAddress],
    ['chain-id', network.chainId],
    ['caip-network-id', network.caipNetworkId],
    ['wallet', walletInfo?.name],
    ['eip155-address', evm.address],
    ['solana-address', solana.address],
    ['signed-in', siwx.isEnabled ? String(siwx.isSignedIn) : undefined],
  ]
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '24px auto', padding: '0 16px' }}
    >
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 style={{ fontSize: 20 }}>AppKit lab</h1>
        <div style={{ display: 'flex', gap: 8 }}>
          {headless ? (
            <HeadlessWallets />
          ) : (
            <>
              <AppKitNetworkButton />
              <AppKitButton />
            </>
          )}
        </div>
      </header>
      <Intro />
      <section aria-label="State">
        <dl style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 4 }}>
          {rows.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd data-testid={`state-${name}`} style={{ margin: 0, wordBreak: 'break-all' }}>
                {value ?? '—'}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-label="Actions" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '16px 0' }}>
        <ConfigurationPicker />
        <button type="button" onClick={() => open()}>
          Open modal
        </button>
        <button type="button" onClick={() => open({ view: 'Networks' })}>
          Open networks
        </button>
        <button type="button" onClick={() => openWalletsWindow(wallets)}>
          Open the wallets' window
        </button>
        {/* Email login's codes and device links arrive in the local cloud's inbox. */}
        <a href={LAB_CONFIG.inboxUrl} target="appkit-inbox" rel="noopener">
          Open the local inbox
        </a>
        {/* With ?config=analytics, the batches and error reports the SDK sent, as the cloud stored them. */}
        <a href={LAB_CONFIG.analyticsPageUrl} target="appkit-analytics" rel="noopener">
          What the analytics host received
        </a>
        <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Theme: {themeMode}
        </button>
      </section>
      {account.isConnected && <SignMessage />}
      <ApprovalPanel wallets={wallets} />
      <WalletPopup wallets={wallets} />
      <EventsList log={events} />
    </main>
  )
}
