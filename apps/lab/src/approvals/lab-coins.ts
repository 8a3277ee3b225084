import { anvilA, bitcoinLab, solanaLab } from '../networks.js'
import type { Coins } from './coins.js'

/** The coins the lab's wallets hold: every EVM chain of the lab pays in ether. */
export const LAB_COINS: Coins = {
  eip155: anvilA.nativeCurrency,
  solana: solanaLab.nativeCurrency,
  bip122: bitcoinLab.nativeCurrency,
}
