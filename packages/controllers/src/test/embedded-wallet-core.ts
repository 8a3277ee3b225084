import { createTestCore } from './core.js'
import { FakeAdapter, network } from './fake-adapter.js'
import { FakeEmbeddedWallet } from './fake-embedded-wallet.js'

export const EMBEDDED_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const EMBEDDED_SOL = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

/**
 * A core of EVM and Solana whose embedded wallet gives an account in each at login, as one email
 * or social login does. Resolves once the core is ready.
 */
export async function embeddedWalletCore() {
  const wallet = new FakeEmbeddedWallet(['eip155', 'solana'])
  wallet.accounts = {
    eip155: { address: EMBEDDED_EVM, chainId: 1, accounts: [EMBEDDED_EVM] },
    solana: { address: EMBEDDED_SOL, chainId: 7, accounts: [EMBEDDED_SOL] },
  }
  const core = createTestCore({
    adapters: [new FakeAdapter('eip155'), new FakeAdapter('solana')],
    networks: [network(1), network(7, 'solana')],
    embeddedWallet: wallet,
  })
  await core.ready
  return { core, wallet }
}

/** A core of EVM alone whose embedded wallet gives {@link EMBEDDED_EVM} at login. Resolves once ready. */
export async function evmEmbeddedWalletCore() {
  const wallet = new FakeEmbeddedWallet(['eip155'])
  wallet.accounts = { eip155: { address: EMBEDDED_EVM, chainId: 1, accounts: [EMBEDDED_EVM] } }
  const core = createTestCore({
    adapters: [new FakeAdapter('eip155')],
    networks: [network(1)],
    embeddedWallet: wallet,
  })
  await core.ready
  return { core, wallet }
}
