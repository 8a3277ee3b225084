// @vitest-environment happy-dom

import { type CaipNetwork, InvalidAddressError, UnsupportedChainError, waitFor } from '@appkit/common'
import {
  type AccountApi,
  connectWallet,
  createAppKitCore,
  destroyCore,
  disconnectWallet,
  fetchBalance,
  fetchTokenBalances,
  providerOf,
  signMessage,
  subscribe,
  switchNetwork,
} from '@appkit/controllers'
import type { AdapterContext, WalletConnectAccess } from '@appkit/controllers/adapter'
import {
  type AppKitCore,
  chooseSendToken,
  closeModal,
  estimateSendFee,
  openModal,
  sendTokens,
  setSendAmount,
  setSendMax,
  setSendReceiver,
  validateSend,
  withModal,
} from '@appkit/controllers/modal'
import { type BitcoinTestWallet, installBitcoinTestWallet } from '@appkit/testing'
import { Verifier } from 'bip322-js'
import { Transaction } from 'bitcoinjs-lib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLoadedBitcoinAdapter } from './bitcoin-adapter.js'
import { createBitcoinAdapter } from './create-bitcoin-adapter.js'
import { bitcoinTestnet } from './networks.js'
import { ALICE, BOB, REGTEST, regtestNetwork, regtestScript, txidOf } from './test-utils/chain.js'
import { type FakeEsplora, startFakeEsplora } from './test-utils/fake-esplora.js'

// The adapter through a real core, against the real Bitcoin test wallet registered by the Wallet
// Standard protocol in the page, and a local HTTP fake of the Esplora endpoints a send uses: the
// wallet approves, signatures are checked with bip322-js, the transaction the fake receives is
// decoded. The lab's Playwright suite sends against the cloud's ledger.

let esplora: FakeEsplora
beforeAll(async () => {
  esplora = await startFakeEsplora()
})
afterAll(() => esplora.close())

const cores: AppKitCore[] = []
const wallets: BitcoinTestWallet[] = []
afterEach(() => {
  for (const core of cores.splice(0)) destroyCore(core)
  for (const wallet of wallets.splice(0)) wallet.uninstall()
  localStorage.clear()
  esplora.state.utxos.clear()
  esplora.state.confirmOnBroadcast = false
})

/** A blockchain API that knows the BTC balance, as the cloud's does (from the same chain). */
const api = (): AccountApi => ({
  async getBalances({ address, caipNetworkId }) {
    const sats = (esplora.state.utxos.get(address) ?? []).reduce((sum, u) => sum + u.value, 0)
    if (sats === 0) return []
    const amount = (sats / 1e8).toFixed(8).replace(/\.?0+$/, '')
    return [{ name: 'Bitcoin', symbol: 'BTC', caipNetworkId, amount, decimals: 8 }]
  },
  getHistory: async () => ({ transactions: [] }),
  getIdentity: async () => ({}),
  getAllowedOrigins: async () => [],
  alertCodeOf: () => undefined,
})

// Two keys: the user can show the other one.
const install = () => {
  const wallet = installBitcoinTestWallet({
    rdns: 'org.appkit.bitcoinadapter',
    accounts: [ALICE.privateKey, BOB.privateKey],
  })
  wallets.push(wallet)
  return wallet
}

async function setup(withApi = false, more: CaipNetwork[] = []) {
  const wallet = wallets[0] ?? install()
  const core = withModal(
    createAppKitCore({
      adapters: [createBitcoinAdapter()],
      networks: [regtestNetwork(esplora.url), ...more],
      projectId: 'test',
      ...(withApi ? { api: async () => api() } : {}),
    }),
  )
  cores.push(core)
  await core.ready
  const connector = () => core.connectors.connectors.find((c) => c.chain === 'bip122')
  openModal(core)
  closeModal(core)
  // The adapter's code loads with that first opening: wait for its wallet to be listed, however
  // long the import takes on a busy machine (the test's own timeout bounds it).
  const listed = await waitFor(connector, (changed) => subscribe(core.connectors, changed), 60_000)
  expect(listed?.name).toBe(wallet.info.name)
  return { core, wallet, connector: connector()!, account: () => core.chains.chains.bip122!.account }
}

describe('the Bitcoin adapter with a Wallet Standard wallet', () => {
  it('lists no wallet before the modal first opens: its code waits for the visitor', async () => {
    install()
    const core = withModal(
      createAppKitCore({
        adapters: [createBitcoinAdapter()],
        networks: [regtestNetwork()],
        projectId: 't',
      }),
    )
    cores.push(core)
    await core.ready
    expect(core.connectors.connectors.find((c) => c.chain === 'bip122')).toBeUndefined()
  })

  it('connects for payment and ordinals when the wallet approves, showing the payment address', async () => {
    const { core, wallet, connector, account } = await setup()
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('a'), vout: 0, value: 123_456, confirmed: true },
    ])
    const connecting = connectWallet(core, { connector })
    const [request] = (await wallet.waitForPending('bitcoin:connect')).params as [{ purposes: string[] }]
    expect(request.purposes).toEqual(['payment', 'ordinals'])
    wallet.approve()
    await connecting
    expect(account()).toMatchObject({
      status: 'connected',
      address: ALICE.payment.address,
      caipAddress: `${REGTEST}:${ALICE.payment.address}`,
    })
    expect(account().allAccounts.map((a) => a.address)).toEqual([
      ALICE.payment.address,
      ALICE.ordinals.address,
    ])
    // Without a blockchain API the balance is the network's Esplora's: the read the connection
    // started is the one awaited here (one read in flight per address).
    await fetchBalance(core, { namespace: 'bip122' })
    expect(account().balance).toEqual({ value: 123_456n, decimals: 8, symbol: 'BTC' })
  })

  it('signs a message with BIP-322, the signature verifying for the payment address', async () => {
    const { core, wallet, connector } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    wallet.setMode('manual')
    const signing = signMessage(core, { message: 'Hello from the AppKit lab' })
    const [asked] = (await wallet.waitForPending('bitcoin:signMessage')).params as [{ protocol: string }]
    expect(asked.protocol).toBe('bip322')
    wallet.approve()
    expect(Verifier.verifySignature(ALICE.payment.address, 'Hello from the AppKit lab', await signing)).toBe(
      true,
    )
  })

  it('gives the dapp one provider for the account, which lists both addresses and signs PSBTs', async () => {
    const { core, wallet, connector } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    const provider = providerOf(core, { namespace: 'bip122' })!
    expect(providerOf(core, { namespace: 'bip122' })).toBe(provider)
    expect(provider.wallet?.name).toBe(wallet.info.name)
    expect((await provider.getAccountAddresses()).map((a) => a.purpose)).toEqual(['payment', 'ordinals'])
    const { Psbt } = await import('bitcoinjs-lib')
    const psbt = new Psbt()
    psbt.addInput({
      hash: txidOf('p'),
      index: 0,
      witnessUtxo: { script: regtestScript(ALICE.payment.address), value: 9_000n },
    })
    psbt.addOutput({ script: regtestScript(BOB.payment.address), value: 8_000n })
    const { psbt: signed } = await provider.signPsbt({
      psbt: psbt.toBase64(),
      signInputs: [{ address: ALICE.payment.address, index: 0 }],
    })
    expect(Psbt.fromBase64(signed).data.inputs[0]!.partialSig).toHaveLength(1)
  })

  it('a rejected connection is the user rejecting it, and leaves nothing connected', async () => {
    const { core, wallet, connector, account } = await setup()
    const connecting = connectWallet(core, { connector })
    await wallet.waitForPending('bitcoin:connect')
    wallet.reject()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(account().status).toBe('disconnected')
  })

  it('resumes after a reload without asking the wallet again', async () => {
    const first = await setup()
    first.wallet.setMode('approve')
    await connectWallet(first.core, { connector: first.connector })
    // The page reloads: a new instance, the wallet installed again with what it stored.
    destroyCore(cores.pop()!)
    wallets.pop()!.uninstall()
    const wallet = install()
    const core = withModal(
      createAppKitCore({
        adapters: [createBitcoinAdapter()],
        networks: [regtestNetwork(esplora.url)],
        projectId: 'test',
      }),
    )
    cores.push(core)
    await core.ready
    await expect.poll(() => core.chains.chains.bip122!.account.status).toBe('connected')
    expect(core.chains.chains.bip122!.account.address).toBe(ALICE.payment.address)
    expect(wallet.pending()).toEqual([])
  })

  it('follows the wallet: another account shown, and the wallet disconnecting', async () => {
    const { core, wallet, connector, account } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    wallet.switchAccount(1)
    await expect.poll(() => account().address).toBe(BOB.payment.address)
    expect(account().allAccounts.map((a) => a.address)).toEqual([BOB.payment.address, BOB.ordinals.address])
    wallet.disconnect()
    await expect.poll(() => account().status).toBe('disconnected')
  })

  it('disconnects in the wallet too when the dapp disconnects', async () => {
    const { core, wallet, connector, account } = await setup()
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    await disconnectWallet(core, { namespace: 'bip122' })
    expect(account().status).toBe('disconnected')
    expect(wallet.approvedPurposes()).toEqual([])
  })

  it('switches only to a network the wallet’s address is on: a Bitcoin address has one', async () => {
    const { core, wallet, connector } = await setup(false, [bitcoinTestnet])
    wallet.setMode('approve')
    await connectWallet(core, { connector })
    await expect(switchNetwork(core, { network: bitcoinTestnet })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
    expect(core.chains.chains.bip122!.caipNetwork?.caipNetworkId).toBe(REGTEST)
  })
})

describe('sending BTC through the core’s Send flow', () => {
  it('checks the receiver per network: an address of another network is refused (spec §5)', async () => {
    const { core, wallet, connector } = await setup(true)
    wallet.setMode('approve')
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('s'), vout: 0, value: 100_000, confirmed: true },
    ])
    await connectWallet(core, { connector })
    await fetchTokenBalances(core, { namespace: 'bip122' })
    chooseSendToken(core, core.chains.chains.bip122!.account.tokens![0])
    setSendAmount(core, '0.0001')
    setSendReceiver(core, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(() => validateSend(core)).toThrow(InvalidAddressError)
    setSendReceiver(core, BOB.payment.address)
    expect(validateSend(core)).toMatchObject({ to: BOB.payment.address, amount: 10_000n })
  })

  it('builds the PSBT, has the wallet sign it, broadcasts it and waits until it is mined', async () => {
    const { core, wallet, connector } = await setup(true)
    wallet.setMode('approve')
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('big'), vout: 0, value: 200_000, confirmed: true },
      { txid: txidOf('small'), vout: 1, value: 5_000, confirmed: true },
    ])
    await connectWallet(core, { connector })
    await fetchTokenBalances(core, { namespace: 'bip122' })
    chooseSendToken(core, core.chains.chains.bip122!.account.tokens![0])
    setSendAmount(core, '0.0015')
    setSendReceiver(core, BOB.ordinals.address)
    const sending = sendTokens(core)
    // Pending until a block: the fake mines it once it has it.
    await expect.poll(() => esplora.state.broadcasts.length).toBe(1)
    expect(core.send.loading).toBe(true)
    const tx = Transaction.fromHex(esplora.state.broadcasts[0]!)
    esplora.state.confirmed.set(tx.getId(), true)
    await expect(sending).resolves.toEqual({ hash: tx.getId(), status: 'confirmed' })
    expect(tx.outs[0]).toMatchObject({ value: 150_000n, script: regtestScript(BOB.ordinals.address) })
    expect(tx.outs[1]!.script).toEqual(regtestScript(ALICE.payment.address))
    expect(tx.ins).toHaveLength(1)
  })

  it('Max spends every coin the account holds, with no change, and pays the fee of all those inputs', async () => {
    const { core, wallet, connector } = await setup(true)
    wallet.setMode('approve')
    const coins = [120_000, 45_000, 8_000]
    esplora.state.utxos.set(
      ALICE.payment.address,
      coins.map((value, vout) => ({ txid: txidOf(`c${vout}`), vout, value, confirmed: true })),
    )
    esplora.state.feeEstimates = { '3': 2 }
    esplora.state.confirmOnBroadcast = true
    await connectWallet(core, { connector })
    await fetchTokenBalances(core, { namespace: 'bip122' })
    chooseSendToken(core, core.chains.chains.bip122!.account.tokens![0])
    setSendReceiver(core, BOB.payment.address)
    await setSendMax(core)
    // Three P2WPKH inputs and one P2WPKH payment: 246 vB at 2 sat/vB. A 1-sat transfer's fee (one
    // input and change, 282 sats) would have left an amount these coins cannot pay with its fee.
    expect(core.send.fee).toEqual({ value: 492n, decimals: 8, symbol: 'BTC' })
    expect(core.send.amount).toBe('0.00172508')

    const { hash } = await sendTokens(core)
    const tx = esplora.state.broadcasts
      .map((hex) => Transaction.fromHex(hex))
      .find((t) => t.getId() === hash)!
    expect(tx.ins).toHaveLength(3)
    expect(tx.outs).toHaveLength(1)
    expect(tx.outs[0]).toMatchObject({ value: 172_508n, script: regtestScript(BOB.payment.address) })
  })

  it('shows the fee the send will pay, from the same coins and rate', async () => {
    const { core, wallet, connector } = await setup(true)
    wallet.setMode('approve')
    esplora.state.utxos.set(ALICE.payment.address, [
      { txid: txidOf('f'), vout: 0, value: 90_000, confirmed: true },
    ])
    esplora.state.feeEstimates = { '3': 2 }
    await connectWallet(core, { connector })
    await fetchTokenBalances(core, { namespace: 'bip122' })
    chooseSendToken(core, core.chains.chains.bip122!.account.tokens![0])
    setSendAmount(core, '0.0002')
    setSendReceiver(core, BOB.payment.address)
    await estimateSendFee(core)
    // One P2WPKH input, a P2WPKH payment and change: 141 vB at 2 sat/vB.
    expect(core.send.fee).toEqual({ value: 282n, decimals: 8, symbol: 'BTC' })
  })
})

describe('the Bitcoin adapter over the shared WalletConnect session', () => {
  const TXID = 'cd'.repeat(32)
  function loaded() {
    const asked: { method: string; params: unknown; chainId?: string }[] = []
    const walletConnect = {
      connectorId: 'walletConnect',
      async request(args: { method: string; params?: unknown }, chainId?: string) {
        asked.push({ ...args, params: args.params, chainId })
        return args.method === 'sendTransfer' ? { txid: TXID } : { signature: 'c2ln' }
      },
      setDefaultChain: async () => {},
      getProvider: () => undefined,
    } as unknown as WalletConnectAccess
    const adapter = createLoadedBitcoinAdapter({ esploraUrl: { [REGTEST]: esplora.url } })
    const events = {
      connectorsChanged() {},
      connected() {},
      accountsChanged() {},
      chainChanged() {},
      disconnected() {},
    }
    adapter.setup({ networks: [regtestNetwork()], events, projectId: 't', walletConnect } as AdapterContext)
    return { adapter, asked }
  }

  it('signs and sends through the session’s bip122 methods on the dapp’s network', async () => {
    const { adapter, asked } = loaded()
    const address = ALICE.payment.address
    expect(adapter.getProvider('walletConnect', address)?.wallet).toBeUndefined()
    await expect(adapter.signMessage({ connectorId: 'walletConnect', address, message: 'hi' })).resolves.toBe(
      'c2ln',
    )
    const request = {
      connectorId: 'walletConnect',
      from: address,
      to: BOB.payment.address,
      amount: 5_000n,
      caipNetwork: regtestNetwork(),
    }
    await expect(adapter.send!.send(request)).resolves.toBe(TXID)
    expect(asked.map((a) => [a.method, a.chainId])).toEqual([
      ['signMessage', REGTEST],
      ['sendTransfer', REGTEST],
    ])
    await expect(
      adapter.send!.send({ ...request, token: { address: 'x', decimals: 0 } }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('waits for the transaction through the network’s Esplora (the URL the dapp gave)', async () => {
    const { adapter } = loaded()
    esplora.state.confirmed.set(TXID, true)
    await expect(
      adapter.send!.waitForReceipt({ hash: TXID, caipNetwork: regtestNetwork(), timeoutMs: 1000 }),
    ).resolves.toBe('confirmed')
  })
})
