/**
 * What the local cloud runs and where. Tests and the lab import this instead of repeating ports,
 * chain ids or keys, so a change here moves every consumer at once.
 */

/** Anvil's standard dev accounts (mnemonic "test test … junk"), funded at genesis on every chain. */
export const DEV_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
] as const satisfies readonly { address: `0x${string}`; privateKey: `0x${string}` }[]

/** Everything is bound to loopback: the cloud is for this machine only. */
export const CLOUD_HOST = '127.0.0.1'

export interface ChainConfig {
  chainId: number
  /** 0 lets the OS pick a free port (tests). */
  port: number
  /** ETH per dev account; anvil's default (10000) when absent. */
  balanceEth?: number
}

export interface CloudConfig {
  host: string
  /** Port of the HTTP server; 0 lets the OS pick one. */
  port: number
  /** Port of the WalletConnect relay (WebSocket, ws://host:port); 0 lets the OS pick one. */
  relayPort: number
  chains: ChainConfig[]
}

export const DEFAULT_CLOUD_PORT = 8787
export const DEFAULT_RELAY_PORT = 8788
/** Chain A: anvil's defaults, like a dev's own node. */
export const CHAIN_A = { chainId: 31337, port: 8545 } as const satisfies ChainConfig
/** Chain B: a second chain with a different id and balance, so switching is visible in tests. */
export const CHAIN_B = { chainId: 31338, port: 8546, balanceEth: 500 } as const satisfies ChainConfig

export const DEFAULT_CONFIG: CloudConfig = {
  host: CLOUD_HOST,
  port: DEFAULT_CLOUD_PORT,
  relayPort: DEFAULT_RELAY_PORT,
  chains: [CHAIN_A, CHAIN_B],
}

/** Reads the port overrides (CLOUD_PORT, RELAY_PORT, ANVIL_A_PORT, ANVIL_B_PORT); anything else is fixed. */
export function loadConfig(env: Record<string, string | undefined>): CloudConfig {
  return {
    host: CLOUD_HOST,
    port: readPort(env, 'CLOUD_PORT', DEFAULT_CLOUD_PORT),
    relayPort: readPort(env, 'RELAY_PORT', DEFAULT_RELAY_PORT),
    chains: [
      { ...CHAIN_A, port: readPort(env, 'ANVIL_A_PORT', CHAIN_A.port) },
      { ...CHAIN_B, port: readPort(env, 'ANVIL_B_PORT', CHAIN_B.port) },
    ],
  }
}

function readPort(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  // A typo must fail loudly at start, not silently bind somewhere else.
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`)
  }
  return port
}
