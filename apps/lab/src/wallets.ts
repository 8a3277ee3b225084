import {
  type ApprovableWallet,
  installBitcoinTestWallet,
  installSolanaTestWallet,
  installTestWallet,
  SOLANA_TEST_ACCOUNTS,
  TEST_ACCOUNTS,
} from '@appkit/testing'
import { LAB_CONFIG } from './config.js'
import { openedConfiguration } from './configurations.js'
import { anvilA, WALLET_ONLY_CHAIN_ID } from './networks.js'

/** A test wallet and the namespace whose adapter lists it. */
export interface LabWallet {
  namespace: 'eip155' | 'solana' | 'bip122'
  wallet: ApprovableWallet
}

const evm = (wallet: ApprovableWallet): LabWallet => ({ namespace: 'eip155', wallet })

// The configuration picks the Bitcoin wallet's payment address, as a user picks one in a wallet's
// settings: `bitcoin-nested` pays from nested SegWit, as Xverse does; every other one, native.
const configuration = openedConfiguration()

// The lab plays a browser with three wallet extensions installed. The first knows the dapp's first
// chain and one the dapp does not support; the second knows only the first chain; the third is a
// Solana wallet (Wallet Standard) on the cloud's SVM, listed when the dapp has a Solana adapter;
// the fourth a Bitcoin wallet (Wallet Standard, payment and ordinals accounts) on the cloud's
// regtest ledger, which funds its payment address.
export const TEST_WALLETS: readonly LabWallet[] = [
  evm(
    installTestWallet({
      name: 'AppKit Test Wallet',
      rdns: 'org.appkit.testwallet',
      privateKey: TEST_ACCOUNTS[0]!.privateKey,
      chains: [
        { id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name },
        { id: WALLET_ONLY_CHAIN_ID, rpcUrl: LAB_CONFIG.rpcA, name: 'Wallet-only chain' },
      ],
    }),
  ),
  evm(
    installTestWallet({
      name: 'Backup Test Wallet',
      rdns: 'org.appkit.backupwallet',
      privateKey: TEST_ACCOUNTS[1]!.privateKey,
      chains: [{ id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name }],
    }),
  ),
  {
    namespace: 'solana',
    // Importing its key into WebCrypto is asynchronous: the page waits for it, as for an extension.
    wallet: await installSolanaTestWallet({
      seed: SOLANA_TEST_ACCOUNTS[0].seed,
      rpcUrl: LAB_CONFIG.solanaRpc,
    }),
  },
  {
    namespace: 'bip122',
    wallet: installBitcoinTestWallet({
      name: 'AppKit Bitcoin Test Wallet',
      rdns: 'org.appkit.bitcointestwallet',
      paymentType: 'bitcoinPaymentType' in configuration ? configuration.bitcoinPaymentType : 'p2wpkh',
    }),
  },
]

/** The wallets a dapp with adapters for these namespaces lists: the ones the lab's panels show. */
export function walletsFor(namespaces: readonly string[]): ApprovableWallet[] {
  return TEST_WALLETS.filter(({ namespace }) => namespaces.includes(namespace)).map(({ wallet }) => wallet)
}
