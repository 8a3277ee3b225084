import type { ChainNamespace } from '@appkit/common'
import { disconnectWallet } from '@appkit/controllers'

const disconnect = (options?: { namespace?: ChainNamespace }) => disconnectWallet(options?.namespace)

export function useDisconnect() {
  return { disconnect }
}
