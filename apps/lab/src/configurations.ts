import { createEvmAdapter } from 'appkit/adapters/evm'
import type { ChainAdapter } from 'appkit/react'

/**
 * The lab's configurations of createAppKit, picked with `?config=<id>` or the Configuration menu.
 * Each is a way a dapp sets AppKit up, to try by hand or in a test.
 */
export const CONFIGURATIONS = {
  evm: {
    label: 'EVM adapter + WalletConnect',
    adapters: (): ChainAdapter[] => [createEvmAdapter()],
  },
  'no-adapters': {
    label: 'No adapters (WalletConnect only)',
    adapters: (): ChainAdapter[] => [],
  },
} as const

export type ConfigurationId = keyof typeof CONFIGURATIONS

export function isConfigurationId(value: string | null): value is ConfigurationId {
  return value !== null && Object.hasOwn(CONFIGURATIONS, value)
}

/** The configuration the page was opened with; the first one by default. */
export function currentConfiguration(search = location.search): ConfigurationId {
  const asked = new URLSearchParams(search).get('config')
  return isConfigurationId(asked) ? asked : 'evm'
}
