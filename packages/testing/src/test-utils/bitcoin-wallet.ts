import { networks } from 'bitcoinjs-lib'
import { afterEach } from 'vitest'
import { BITCOIN_TEST_ACCOUNTS } from '../bitcoin-test-accounts.js'
import { createAuthorization } from '../bitcoin-wallet/authorization.js'
import type { BitcoinWalletContext } from '../bitcoin-wallet/context.js'
import { BitcoinUserRejectedError } from '../bitcoin-wallet/errors.js'
import { installBitcoinTestWallet } from '../bitcoin-wallet/install.js'
import { createKeyring } from '../bitcoin-wallet/keyring.js'
import type { BitcoinPaymentType } from '../bitcoin-wallet/payment-type.js'
import type { BitcoinAddressPurpose } from '../bitcoin-wallet/standard-features.js'
import type { BitcoinTestWallet, BitcoinTestWalletOptions } from '../bitcoin-wallet/types.js'
import type { WalletMode } from '../shared/approvable-wallet.js'
import { createApprovals } from '../shared/approvals.js'
import { createChangeEvents } from '../shared/change-events.js'
import { MemoryStorage } from './memory-storage.js'

const KEY = 'appkit-bitcoin-test-wallet:context'

export interface BitcoinContextOptions {
  mode?: WalletMode
  /**
   * Where the dapp stands. `connected` (default: most feature tests start there); `approved`: what
   * a reload leaves (approved in storage, no accounts shown yet); `new`: never approved.
   */
  dapp?: 'connected' | 'approved' | 'new'
  /** What the dapp was given, when it is connected or approved. Default both. */
  purposes?: BitcoinAddressPurpose[]
  /** Default: test accounts #0 and #1. */
  privateKeys?: string[]
  /** Default 'p2wpkh'. */
  paymentType?: BitcoinPaymentType
}

/** A feature's context on regtest, with no page involved: in-memory storage, no registration. */
export function bitcoinContextForTest(options: BitcoinContextOptions = {}): BitcoinWalletContext {
  const dapp = options.dapp ?? 'connected'
  const purposes = options.purposes ?? ['payment', 'ordinals']
  const storage = new MemoryStorage()
  if (dapp === 'approved') storage.setItem(KEY, JSON.stringify({ purposes }))
  const chains = ['bitcoin:regtest'] as const
  const privateKeys =
    options.privateKeys ?? BITCOIN_TEST_ACCOUNTS.slice(0, 2).map((account) => account.privateKey)
  const ctx: BitcoinWalletContext = {
    keyring: createKeyring(privateKeys, networks.regtest, chains, options.paymentType),
    chains,
    network: networks.regtest,
    authorization: createAuthorization(storage, KEY),
    approvals: createApprovals(options.mode ?? 'approve', () => new BitcoinUserRejectedError()),
    events: createChangeEvents(),
  }
  if (dapp === 'connected') ctx.authorization.connect(purposes)
  return ctx
}

let installs = 0
const installed: BitcoinTestWallet[] = []

/** Installs a wallet with a fresh rdns (so storage never leaks between tests). */
export function installBitcoinForTest(options: BitcoinTestWalletOptions = {}): BitcoinTestWallet {
  installs += 1
  const wallet = installBitcoinTestWallet({ rdns: `org.appkit.bitcointest${installs}`, ...options })
  installed.push(wallet)
  return wallet
}

afterEach(() => {
  for (const wallet of installed.splice(0)) wallet.uninstall()
})
