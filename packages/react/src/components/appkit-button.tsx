import { useShownAccount } from '../hooks/use-shown-account.js'
import { ShadowRoot } from '../styles/shadow-root.js'
import { AccountButtonInner, type AccountButtonProps } from './account-button.js'
import { ConnectButtonInner, type ConnectButtonProps } from './connect-button.js'

export type AppKitButtonProps = ConnectButtonProps & AccountButtonProps

/** Connect while no wallet is connected, else the account: the one button most dapps need. */
export function AppKitButton(props: AppKitButtonProps) {
  const { namespace } = useShownAccount()
  return (
    <ShadowRoot tag="appkit-button">
      {namespace ? <AccountButtonInner balance={props.balance} /> : <ConnectButtonInner {...props} />}
    </ShadowRoot>
  )
}
