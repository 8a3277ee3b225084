import { ref } from 'valtio/vanilla'
import type { ExplorerWallet } from '../types/explorer.js'

/** Wallet entries are data from the server: stored as they are, not as deep proxies. */
export const frozen = (wallets: ExplorerWallet[]) => wallets.map((w) => ref({ ...w }))
