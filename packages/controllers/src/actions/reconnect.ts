import { INJECTED_WALLET_WAIT_MS } from '@appkit/common'
import { chainsState, resetAccount, setAccount } from '../state/chains.js'
import { optionsState } from '../state/options.js'
import { applyConnectedAccount } from './apply-account.js'
import { forgetConnection, readRememberedConnectors } from './remembered-connections.js'

let running: Promise<void> | undefined

/** Resumes the remembered connections without prompting. One run at a time (spec §4). */
export function reconnect(): Promise<void> {
  running ??= reconnectAll().finally(() => {
    running = undefined
  })
  return running
}

async function reconnectAll(): Promise<void> {
  if (!optionsState.enableReconnect) return
  const remembered = readRememberedConnectors()
  const attempts = Object.values(chainsState.chains).map(async (chain) => {
    const connectorId = chain && remembered[chain.namespace]
    if (!chain?.adapter || !connectorId) return
    const { namespace } = chain
    setAccount(namespace, { status: 'reconnecting' })
    try {
      const account = await chain.adapter.reconnect({
        connectorId,
        caipNetwork: chain.caipNetwork,
        waitMs: INJECTED_WALLET_WAIT_MS,
      })
      if (account) return applyConnectedAccount(namespace, connectorId, account)
      forgetConnection(namespace)
    } catch (error) {
      console.warn('[appkit] could not reconnect', error)
    }
    resetAccount(namespace)
  })
  await Promise.all(attempts)
}
