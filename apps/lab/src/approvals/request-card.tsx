import type { Coins } from './coins.js'
import { describeRequest } from './describe-request.js'
import type { WaitingRequest } from './use-pending.js'

/** One waiting request as a wallet's popup shows it: the action, its facts, Approve and Reject. */
export function RequestCard({ waiting, coins }: { waiting: WaitingRequest; coins: Coins }) {
  const { wallet, request } = waiting
  const { action, details } = describeRequest(request, coins)
  return (
    <li className="lab-request">
      <strong>{action}</strong> <code>{request.method}</code>
      {details.length > 0 && (
        <dl>
          {details.map(([label, value], index) => (
            // A transaction may have two transfers: the label repeats, the row's place does not.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never move within a request.
            <div key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="lab-request-actions">
        <button type="button" onClick={() => wallet.approve(request.id)}>
          Approve
        </button>
        <button type="button" onClick={() => wallet.reject(request.id)}>
          Reject
        </button>
      </div>
    </li>
  )
}
