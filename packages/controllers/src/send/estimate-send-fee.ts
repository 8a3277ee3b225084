import type { AppKitCore } from '../core/core.js'
import { getActiveChain } from '../state/chains.js'
import { validateSend } from './validate-send.js'

/**
 * What the send in the form would cost, through the adapter's fee capability. Undefined while the
 * form is not a valid send yet; a node that cannot estimate (e.g. the amount would fail) leaves it
 * undefined too: the wallet will say why when asked.
 */
/** What the form asks for: an estimate made for another form is stale. */
const formKey = ({ token, amount, receiverAddress, receiverResolvedAddress }: AppKitCore['send']) =>
  `${token?.caipNetworkId}|${token?.address ?? ''}|${amount.trim()}|${receiverAddress.trim()}|${receiverResolvedAddress ?? ''}`

export async function estimateSendFee(core: AppKitCore): Promise<void> {
  const fees = getActiveChain(core.chains)?.adapter?.fees
  let request: ReturnType<typeof validateSend>
  try {
    request = validateSend(core)
  } catch {
    core.send.fee = undefined
    return
  }
  if (!fees) return
  const { connectorId: _, ...args } = request
  const key = formKey(core.send)
  const current = () => formKey(core.send) === key
  core.send.feeLoading = true
  try {
    const fee = await fees.estimateSendFee(args)
    if (current()) core.send.fee = fee
  } catch (error) {
    console.warn('[appkit] fee estimate unavailable', error)
    if (current()) core.send.fee = undefined
  } finally {
    // A newer estimate under way keeps its own loading state.
    if (current()) core.send.feeLoading = false
  }
}
