import { useAppKitAccount } from '../hooks/use-appkit-account.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { AccountButtonInner, type AccountButtonProps } from './account-button.js'
import { ConnectButtonInner, type ConnectButtonProps } from './connect-button.js'

export type AppKitButtonProps = ConnectButtonProps & AccountButtonProps

/** Connect when disconnected, the account when connected: the one button most dapps need. */
export function AppKitButton(props: AppKitButtonProps) {
  // By address, not status: while a second wallet connects, the account stays on the button.
  const { address } = useAppKitAccount()
  return (
    <ShadowRoot tag="appkit-button">
      {address ? <AccountButtonInner balance={props.balance} /> : <ConnectButtonInner {...props} />}
    </ShadowRoot>
  )
}
