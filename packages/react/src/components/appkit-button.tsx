import { useAppKitAccount } from '../hooks/use-appkit-account.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { AccountButtonInner, type AccountButtonProps } from './account-button.js'
import { ConnectButtonInner, type ConnectButtonProps } from './connect-button.js'

export type AppKitButtonProps = ConnectButtonProps & AccountButtonProps

/** Connect when disconnected, the account when connected: the one button most dapps need. */
export function AppKitButton(props: AppKitButtonProps) {
  const { isConnected } = useAppKitAccount()
  return (
    <ShadowRoot tag="appkit-button">
      {isConnected ? <AccountButtonInner balance={props.balance} /> : <ConnectButtonInner {...props} />}
    </ShadowRoot>
  )
}
