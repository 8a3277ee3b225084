import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { privateKeyToAccount } from 'viem/accounts'
import { parseConfig } from './config.js'
import { errorMessage } from './error-message.js'
import { createStore } from './store.js'
import { App } from './ui/App.js'
import { createWalletController } from './wallet-controller.js'
import { initialState } from './wallet-state.js'

const root = createRoot(document.getElementById('root')!)

try {
  const config = parseConfig(location.search)
  const store = createStore(initialState(privateKeyToAccount(config.privateKey).address))
  const actions = createWalletController(config, store)
  root.render(
    <StrictMode>
      <App store={store} actions={actions} />
    </StrictMode>,
  )
} catch (error) {
  root.render(
    <main>
      <h1>AppKit Test Wallet</h1>
      <p role="alert" data-testid="error">
        {errorMessage(error)}
      </p>
    </main>,
  )
}
