import { WalletConnectNotSetUpError } from '@appkit/common'

/**
 * The rejection of a WalletConnect used before an instance set it up. Its own module, loaded on
 * that mistake only: the entry imports no package (static-graph.test.ts), and a named import
 * keeps the rest of @appkit/common out of a dapp's page.
 */
export function rejectNotSetUp(): Promise<never> {
  return Promise.reject(new WalletConnectNotSetUpError())
}
