import type { OnrampOptions, OnrampPurchaseCurrency } from '@appkit/controllers/onramp'
import { ChoiceList } from '../../components/choice-list.js'
import { TokenImage } from '../../images/token-image.js'
import { onrampMessages as m } from './onramp-messages.js'

/** Which of the Buy form's choices is being made. */
export type OnrampPicking = 'currency' | 'network' | 'fiat'

/** The list of one of the Buy form's choices, in the form's place until a row or Cancel is picked. */
export function OnrampChoice({
  picking,
  options,
  currency,
  current,
  onPick,
  onDone,
}: {
  picking: OnrampPicking
  options: OnrampOptions
  /** The currency chosen: its networks are the network's choices. */
  currency: OnrampPurchaseCurrency | undefined
  current: Record<OnrampPicking, string | undefined>
  onPick: Record<OnrampPicking, (id: string) => void>
  onDone: () => void
}) {
  const pick = (id: string) => {
    onPick[picking](id)
    onDone()
  }
  if (picking === 'currency') {
    return (
      <ChoiceList
        label={m.currency}
        choices={options.purchaseCurrencies}
        keyOf={(choice) => choice.id}
        current={current.currency}
        row={(choice) => (
          <>
            <TokenImage token={choice} />
            <span className="apk-name">
              {choice.name}
              <span className="apk-detail">{choice.symbol}</span>
            </span>
          </>
        )}
        testId="onramp-currency-list"
        onPick={(choice) => pick(choice.id)}
        onCancel={onDone}
      />
    )
  }
  if (picking === 'network') {
    return (
      <ChoiceList
        label={m.network}
        choices={currency?.networks ?? []}
        keyOf={(choice) => choice.chain_id}
        current={current.network}
        row={(choice) => <span className="apk-name">{choice.display_name}</span>}
        testId="onramp-network-list"
        onPick={(choice) => pick(choice.chain_id)}
        onCancel={onDone}
      />
    )
  }
  return (
    <ChoiceList
      label={m.paymentCurrency}
      choices={options.paymentCurrencies}
      keyOf={(choice) => choice.id}
      current={current.fiat}
      row={(choice) => <span className="apk-name">{choice.id}</span>}
      testId="onramp-fiat-list"
      onPick={(choice) => pick(choice.id)}
      onCancel={onDone}
    />
  )
}
