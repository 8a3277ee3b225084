import type { ChainNamespace } from '@appkit/common'
import { disconnectWallet } from '@appkit/controllers'
import { useMemo } from 'react'
import { useSessionCore } from '../context.js'

export function useDisconnect() {
  const core = useSessionCore()
  return useMemo(
    () => ({
      disconnect: (options?: { namespace?: ChainNamespace }) =>
        disconnectWallet(core, { namespace: options?.namespace }),
    }),
    [core],
  )
}
