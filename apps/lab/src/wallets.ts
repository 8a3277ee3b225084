import { installTestWallet, TEST_ACCOUNTS, type TestWallet } from '@appkit/testing'
import { LAB_CONFIG } from './config.js'
import { anvilA, WALLET_ONLY_CHAIN_ID } from './networks.js'

// The lab plays a browser with two wallet extensions installed. The first knows the dapp's first
// chain and one the dapp does not support; the second knows only the first chain.
export const TEST_WALLETS: TestWallet[] = [
  installTestWallet({
    name: 'AppKit Test Wallet',
    rdns: 'org.appkit.testwallet',
    privateKey: TEST_ACCOUNTS[0]!.privateKey,
    chains: [
      { id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name },
      { id: WALLET_ONLY_CHAIN_ID, rpcUrl: LAB_CONFIG.rpcA, name: 'Wallet-only chain' },
    ],
  }),
  installTestWallet({
    name: 'Backup Test Wallet',
    rdns: 'org.appkit.backupwallet',
    privateKey: TEST_ACCOUNTS[1]!.privateKey,
    chains: [{ id: anvilA.id as number, rpcUrl: LAB_CONFIG.rpcA, name: anvilA.name }],
  }),
]
