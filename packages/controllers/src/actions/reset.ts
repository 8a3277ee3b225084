import { hideAlert } from '../state/alert.js'
import { chainsState, resetChains } from '../state/chains.js'
import { resetConnections } from '../state/connections.js'
import { resetConnectors } from '../state/connectors.js'
import { resetModal } from '../state/modal.js'
import { resetOptions } from '../state/options.js'
import { resetView } from '../state/router.js'
import { hideSnack } from '../state/snack.js'
import { resetTheme } from '../state/theme.js'
import { resetWalletList } from '../state/wallet-list.js'
import { resetConnectAttempts } from './connect-attempts.js'
import { resetExplorer } from './explorer-source.js'
import { cancelPendingConnection } from './pending-connection.js'
import { resetReconnect } from './reconnect.js'

/** Back to the state before createAppKit: for tests and for dapps that tear the SDK down. */
export function resetState(): void {
  for (const chain of Object.values(chainsState.chains)) chain?.adapter?.teardown?.()
  cancelPendingConnection(new Error('reset'))
  resetConnectAttempts()
  resetReconnect()
  resetChains()
  resetConnections()
  hideAlert()
  resetConnectors()
  resetModal()
  resetOptions()
  resetTheme()
  hideSnack()
  resetView('Connect')
  resetWalletList()
  resetExplorer()
}
