// @vitest-environment happy-dom

import { AccountNotFoundError, decodeBase58, ProviderNotFoundError, waitFor } from '@appkit/common'
import {
  type ChainAdapter,
  connectWallet,
  createAppKitCore,
  destroyCore,
  providerOf,
  signMessage,
  subscribe,
} from '@appkit/controllers'
import type { AdapterEvents } from '@appkit/controllers/adapter'
import { type AppKitCore, closeModal, openModal, withModal } from '@appkit/controllers/modal'
import {
  installSolanaTestWallet,
  SOLANA_LAB_CHAIN_ID,
  SOLANA_TEST_ACCOUNTS,
  type SolanaTestWallet,
  type WalletMode,
} from '@appkit/testing'
import { testNetwork } from '@appkit/testing/node'
import { type Address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTransfer } from './account/build-transfer.js'
import { createSolanaAdapter } from './create-solana-adapter.js'
import { createLoadedSolanaAdapter } from './solana-adapter.js'
import { type FakeSolanaRpc, startFakeSolanaRpc } from './test-utils/fake-solana-rpc.js'
import { LIFETIME, signatureCheck, wireBytes } from './test-utils/transactions.js'

// The adapter, through a real core and on its own, against the real Solana test wallet registered
// by the Wallet Standard protocol in the page: connect is approved in the wallet, signatures
// checked with @solana/kit. The lab's Playwright suite sends against the cloud's SVM.

const network = () => testNetwork(SOLANA_LAB_CHAIN_ID.split(':')[1]!, 'solana', [rpcUrl])
// A cluster the test wallet also offers, on the same node.
const devnet = () => testNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana', [rpcUrl])
const wallets: { uninstall(): void }[] = []
// A node that knows one thing, the balance: enough for the connection's balance read. Sends are
// tested in Node (solana-adapter.remote.test.ts): @solana/kit's RPC client, in its Node build, cannot
// run on happy-dom's AbortController.
let node: FakeSolanaRpc
let rpcUrl: string
beforeAll(async () => {
  node = await startFakeSolanaRpc({ getBalance: () => ({ context: { slot: 1 }, value: 2_500_000_000 }) })
  rpcUrl = node.url
})
afterAll(() => node.close())

const cores: AppKitCore[] = []
const adapters: ChainAdapter<'solana'>[] = []
afterEach(() => {
  for (const core of cores.splice(0)) destroyCore(core)
  for (const adapter of adapters.splice(0)) adapter.teardown?.()
  for (const wallet of wallets.splice(0)) wallet.uninstall()
  localStorage.clear()
})

/**
 * What `read` finds once the core's state has it: each change of the core's chains or connectors is
 * a look, so the wait ends with the change itself however slow the machine (a fixed poll window is
 * what a loaded CI machine outlasts).
 */
function settled<T>(core: AppKitCore, read: () => T | undefined): Promise<T | undefined> {
  return waitFor(
    read,
    (changed) => {
      const stops = [subscribe(core.chains, changed), subscribe(core.connectors, changed)]
      return () => {
        for (const stop of stops) stop()
      }
    },
    30_000,
  )
}

async function setup() {
  const wallet = await installSolanaTestWallet({
    seed: SOLANA_TEST_ACCOUNTS[0].seed,
    rpcUrl: 'http://127.0.0.1:9',
  })
  wallets.push(wallet)
  const adapter = createSolanaAdapter()
  const core = withModal(createAppKitCore({ adapters: [adapter], networks: [network()], projectId: 'test' }))
  cores.push(core)
  await core.ready
  const connector = () => core.connectors.connectors.find((c) => c.chain === 'solana')
  // Its code waits for the visitor: no Solana wallet is listed before the modal first opens.
  expect(connector()).toBeUndefined()
  openModal(core)
  closeModal(core)
  expect((await settled(core, connector))?.name).toBe(wallet.info.name)
  return { core, wallet, connector: connector()! }
}

describe('the Solana adapter with a Wallet Standard wallet', () => {
  it('connects when the wallet approves, and signs a message that verifies', async () => {
    const { core, wallet, connector } = await setup()
    const connecting = connectWallet(core, { connector })
    await wallet.waitForPending('standard:connect')
    wallet.approve()
    await connecting
    const account = core.chains.chains.solana!.account
    expect(account).toMatchObject({ status: 'connected', address: SOLANA_TEST_ACCOUNTS[0].address })
    expect(await settled(core, () => core.chains.chains.solana!.account.balance)).toEqual({
      value: 2_500_000_000n,
      decimals: 9,
      symbol: 'SOL',
    })

    const signing = signMessage(core, { message: 'Hello from the AppKit lab' })
    await wallet.waitForPending('solana:signMessage')
    wallet.approve()
    const signature = decodeBase58(await signing)
    const key = await getPublicKeyFromAddress(SOLANA_TEST_ACCOUNTS[0].address as Address)
    expect(
      await verifySignature(
        key,
        signature as SignatureBytes,
        new TextEncoder().encode('Hello from the AppKit lab'),
      ),
    ).toBe(true)
  })

  it('gives the dapp one provider for the account, whose signature verifies', async () => {
    const { core, wallet, connector } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    // The connection reads the balance: let it land before the node goes away.
    expect(await settled(core, () => core.chains.chains.solana!.account.balance)).toBeDefined()
    const provider = providerOf(core, { namespace: 'solana' })!
    expect(providerOf(core, { namespace: 'solana' })).toBe(provider)
    expect(provider.address).toBe(SOLANA_TEST_ACCOUNTS[0].address)
    expect(provider.wallet?.name).toBe(wallet.info.name)
    const message = new Uint8Array([1, 2, 3])
    const key = await getPublicKeyFromAddress(provider.address as Address)
    const signature = await provider.signMessage(message)
    expect(await verifySignature(key, signature as SignatureBytes, message)).toBe(true)
  })

  it('a rejected connection is the user rejecting it, and leaves nothing connected', async () => {
    const { core, wallet, connector } = await setup()
    const connecting = connectWallet(core, { connector })
    await wallet.waitForPending('standard:connect')
    wallet.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(core.chains.chains.solana!.account.status).toBe('disconnected')
  })

  it('the wallet disconnecting ends the session in the dapp', async () => {
    const { core, wallet, connector } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    // The connection reads the balance: let it land before the node goes away.
    expect(await settled(core, () => core.chains.chains.solana!.account.balance)).toBeDefined()
    wallet.disconnect()
    expect(
      await settled(core, () => core.chains.chains.solana!.account.status === 'disconnected' || undefined),
    ).toBe(true)
  })
})

describe('the loaded Solana adapter with a Wallet Standard wallet', () => {
  const [FROM, TO] = SOLANA_TEST_ACCOUNTS

  /** The adapter on its own, set up for the lab's network and devnet; `seen` is what it reported. */
  function loaded() {
    const seen: string[] = []
    const events: AdapterEvents = {
      connectorsChanged: () => undefined,
      connected: () => undefined,
      chainChanged: () => undefined,
      accountsChanged: (ref, accounts) => seen.push(`accountsChanged ${ref.connectorId} ${accounts}`),
      disconnected: (ref) => seen.push(`disconnected ${ref.connectorId}`),
    }
    const adapter = createLoadedSolanaAdapter()
    adapter.setup({ networks: [network(), devnet()], events, projectId: 'test' })
    adapters.push(adapter)
    return { adapter, seen }
  }

  async function install(mode: WalletMode) {
    const wallet = await installSolanaTestWallet({ seed: FROM.seed, rpcUrl, mode })
    wallets.push(wallet)
    return wallet
  }

  /** The page goes: the wallet keeps what it stored (the user's approval), and is connected to nothing after. */
  function unload(wallet: SolanaTestWallet) {
    wallet.uninstall()
    wallets.splice(wallets.indexOf(wallet), 1)
  }

  it('connects on the network asked when the account has it, else on the dapp’s first it has', async () => {
    const wallet = await install('approve')
    const { adapter } = loaded()
    const connectorId = wallet.info.name
    await expect(adapter.connect({ connectorId, caipNetwork: devnet() })).resolves.toEqual({
      address: FROM.address,
      accounts: [FROM.address],
      chainId: devnet().id,
    })
    const elsewhere = { ...devnet(), id: 'elsewhere', caipNetworkId: 'solana:elsewhere' as const }
    await expect(adapter.connect({ connectorId, caipNetwork: elsewhere })).resolves.toMatchObject({
      chainId: network().id,
    })
    const unknown = adapter.connect({ connectorId: 'Nobody' })
    await expect(unknown).rejects.toBeInstanceOf(ProviderNotFoundError)
    await expect(unknown).rejects.toMatchObject({ details: 'Nobody' })
  })

  it('resumes an approved wallet after a reload without asking the user, and follows it after', async () => {
    const before = await install('approve')
    await loaded().adapter.connect({ connectorId: before.info.name })
    unload(before)
    const wallet = await install('manual')
    const { adapter, seen } = loaded()
    await expect(
      adapter.reconnect({ connectorId: wallet.info.name, caipNetwork: devnet(), waitMs: 0 }),
    ).resolves.toEqual({ address: FROM.address, accounts: [FROM.address], chainId: devnet().id })
    expect(wallet.pending()).toEqual([])
    expect(wallet.isConnected()).toBe(true)
    wallet.disconnect()
    expect(seen).toEqual([`disconnected ${wallet.info.name}`])
  })

  it('does not resume a wallet the user never approved, nor ask them', async () => {
    const wallet = await install('manual')
    const { adapter } = loaded()
    await expect(adapter.reconnect({ connectorId: wallet.info.name, waitMs: 0 })).resolves.toBeUndefined()
    expect(wallet.pending()).toEqual([])
    expect(wallet.isConnected()).toBe(false)
    await expect(adapter.reconnect({ connectorId: 'Nobody', waitMs: 0 })).resolves.toBeUndefined()
  })

  it('waits for a wallet that registers after the adapter started', async () => {
    const before = await install('approve')
    const connectorId = before.info.name
    await loaded().adapter.connect({ connectorId })
    unload(before)
    const { adapter } = loaded()
    const resuming = adapter.reconnect({ connectorId, waitMs: 60_000 })
    const wallet = await install('manual')
    await expect(resuming).resolves.toMatchObject({ address: FROM.address, chainId: network().id })
    expect(wallet.isConnected()).toBe(true)
  })

  it('disconnects: the wallet forgets the approval, the provider goes, the wallet’s echo is not reported', async () => {
    const wallet = await install('approve')
    const { adapter, seen } = loaded()
    const connectorId = wallet.info.name
    await adapter.connect({ connectorId })
    const provider = adapter.getProvider(connectorId, FROM.address)!
    expect(provider.wallet?.name).toBe(wallet.info.name)
    expect(adapter.getProvider(connectorId, FROM.address)).toBe(provider)
    expect(adapter.getProvider(connectorId)).toBeUndefined()
    expect(adapter.getProvider('Nobody', FROM.address)).toBeUndefined()

    // Another wallet's disconnect leaves this one's provider.
    await adapter.disconnect({ connectorId: 'Nobody' })
    expect(adapter.getProvider(connectorId, FROM.address)).toBe(provider)
    await adapter.disconnect({ connectorId })
    expect(wallet.isAuthorized()).toBe(false)
    expect(seen).toEqual([])
    expect(adapter.getProvider(connectorId, FROM.address)).not.toBe(provider)
  })

  it('asks the wallet to sign on the network the dapp switched to', async () => {
    const wallet = await install('approve')
    const { adapter } = loaded()
    const connectorId = wallet.info.name
    await adapter.connect({ connectorId, caipNetwork: network() })
    await adapter.switchNetwork({ connectorId, caipNetwork: devnet() })
    wallet.setMode('manual')
    const transaction = await buildTransfer(
      { from: FROM.address, to: TO.address, amount: 1n, caipNetwork: devnet() },
      LIFETIME,
    )
    const signing = adapter.getProvider(connectorId, FROM.address)!.signTransaction(wireBytes(transaction))
    const pending = await wallet.waitForPending('solana:signTransaction')
    expect(pending.params).toMatchObject([{ account: FROM.address, chain: devnet().caipNetworkId }])
    wallet.approve()
    expect(await signatureCheck(await signing)).toEqual({ [FROM.address]: true })
  })

  /**
   * A wallet whose accounts the test sets, and whose `change` events it sends: the test wallet has
   * one account on every Solana chain, so it never switches accounts or lacks the dapp's chains.
   */
  function scriptedWallet(accounts: WalletAccount[]) {
    const listeners = new Set<(change: { accounts?: readonly WalletAccount[] }) => void>()
    const wallet = {
      version: '1.0.0',
      name: 'Scripted Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['solana:mainnet'],
      accounts,
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: (change: { accounts?: readonly WalletAccount[] }) => void) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
      },
    } as unknown as Wallet
    wallets.push({ uninstall: getWallets().register(wallet) })
    return {
      connectorId: wallet.name,
      emit: (change: { accounts?: readonly WalletAccount[] }) => {
        for (const listener of listeners) listener(change)
      },
    }
  }
  const mainnetAccount = (address: string, chains = ['solana:mainnet']) =>
    ({ address, publicKey: decodeBase58(address), chains, features: [] }) as unknown as WalletAccount

  it('follows the account the user picks in the wallet, and the wallet disconnecting', async () => {
    const wallet = scriptedWallet([mainnetAccount(FROM.address)])
    const { adapter, seen } = loaded()
    // The wallet is on none of the dapp's networks: the one asked, else the dapp's first.
    await expect(
      adapter.connect({ connectorId: wallet.connectorId, caipNetwork: devnet() }),
    ).resolves.toMatchObject({ address: FROM.address, chainId: devnet().id })
    await expect(adapter.connect({ connectorId: wallet.connectorId })).resolves.toMatchObject({
      chainId: network().id,
    })
    wallet.emit({ accounts: [mainnetAccount(TO.address), mainnetAccount(FROM.address, ['bitcoin:mainnet'])] })
    wallet.emit({})
    wallet.emit({ accounts: [] })
    expect(seen).toEqual([
      `accountsChanged ${wallet.connectorId} ${TO.address}`,
      `disconnected ${wallet.connectorId}`,
    ])
  })

  it('a malformed change from the wallet is ignored: not stored, not read as a disconnect', async () => {
    const wallet = scriptedWallet([mainnetAccount(FROM.address)])
    const { adapter, seen } = loaded()
    await adapter.connect({ connectorId: wallet.connectorId })
    const warn = console.warn
    console.warn = () => undefined
    try {
      for (const accounts of [
        'not a list',
        [null],
        [{ address: '<img src=x onerror=alert(1)>', chains: ['solana:mainnet'] }],
        [mainnetAccount(TO.address), { address: 'nope', chains: ['solana:mainnet'] }],
      ]) {
        wallet.emit({ accounts: accounts as never })
      }
    } finally {
      console.warn = warn
    }
    expect(seen).toEqual([])
    wallet.emit({ accounts: [mainnetAccount(TO.address)] })
    expect(seen).toEqual([`accountsChanged ${wallet.connectorId} ${TO.address}`])
  })

  it('refuses a wallet that gives no Solana account', async () => {
    const wallet = scriptedWallet([mainnetAccount(FROM.address, ['bitcoin:mainnet'])])
    const connecting = loaded().adapter.connect({ connectorId: wallet.connectorId })
    await expect(connecting).rejects.toBeInstanceOf(AccountNotFoundError)
    await expect(connecting).rejects.toMatchObject({ details: 'Scripted Wallet gave no Solana account' })
  })
})
