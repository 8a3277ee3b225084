import type { ChainNamespace } from '@appkit/common'
import { disconnectWallet } from '@appkit/controllers'
import { useMemo } from 'react'
import { useAppKitCore } from '../context.js'

export function useDisconnect() {
  const core = useAppKitCore()
  return useMemo(
    () => ({
      disconnect: (options?: { namespace?: ChainNamespace }) => disconnectWallet(core, options?.namespace),
    }),
    [core],
  )
}
