import type { CaipNetwork } from '@appkit/common'
import type { Snapshot } from '../hooks/use-proxy.js'
import { messages } from '../messages.js'

/** "View on Etherscan": a page of the network's block explorer, in a new tab; nothing without one. */
export function ExplorerLink({
  network,
  url,
  testId,
}: {
  network: Snapshot<CaipNetwork> | undefined
  url: string | undefined
  testId: string
}) {
  const explorer = network?.blockExplorers?.default.name
  if (!url || !explorer) return null
  return (
    <a className="apk-link" href={url} target="_blank" rel="noreferrer" data-testid={testId}>
      {messages.viewOnExplorer(explorer)}
    </a>
  )
}
