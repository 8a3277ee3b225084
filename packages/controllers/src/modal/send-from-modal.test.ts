import { describe, expect, it } from 'vitest'
import { fetchTokenBalances } from '../account/fetch-token-balances.js'
import { chooseSendToken, setSendAmount, setSendReceiver } from '../send/send-form.js'
import { connectWallet } from '../session/connect-wallet.js'
import { pushView } from '../state/view-history.js'
import { createTestCore } from '../test/core.js'
import { eth, withAccountFeatures } from '../test/fake-account.js'
import { connector, FakeAdapter, network } from '../test/fake-adapter.js'
import { closeModal } from './close-modal.js'
import { openModal } from './open-modal.js'
import { sendFromModal } from './send-from-modal.js'

async function onSend() {
  const adapter = new FakeAdapter()
  const script = withAccountFeatures(adapter)
  const core = createTestCore({ adapters: [adapter], networks: [network(1)] })
  await connectWallet(core, { connector: connector('a') })
  await fetchTokenBalances(core, { namespace: 'eip155' })
  openModal(core)
  pushView(core.router, 'Send')
  chooseSendToken(core, eth())
  setSendAmount(core, '1')
  setSendReceiver(core, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  return { core, script }
}

describe('sendFromModal', () => {
  it('says so when the transaction still waits for a block', async () => {
    const { core, script } = await onSend()
    script.receipt = async () => 'pending'
    await sendFromModal(core)
    expect(core.router.view).toBe('Account')
    expect(core.snack).toMatchObject({ variant: 'success', message: { key: 'transactionPending' } })
  })

  it('goes back to Account with a toast once the transaction is mined', async () => {
    const { core } = await onSend()
    await sendFromModal(core)
    expect(core.router.view).toBe('Account')
    expect(core.snack).toMatchObject({ message: { key: 'transactionSent' }, variant: 'success' })
  })

  it('stays on Send and says why; a refusal only says so', async () => {
    const { core, script } = await onSend()
    script.send = async () => {
      throw { code: 4001, message: 'User rejected the request.' }
    }
    await sendFromModal(core)
    expect(core.router.view).toBe('Send')
    expect(core.snack).toMatchObject({ message: { key: 'transactionRejected' }, variant: 'error' })
    script.send = async () => {
      throw { code: -32000, message: 'insufficient funds for gas * price + value' }
    }
    await sendFromModal(core)
    expect(core.send.errorCode).toBe('INSUFFICIENT_FUNDS')
  })

  it('Send: an error shows once, on the form, not also as a toast; a toast only once the form is gone', async () => {
    const { core, script } = await onSend()
    script.send = async () => {
      throw { code: -32000, message: 'insufficient funds for gas * price + value' }
    }
    await sendFromModal(core)
    expect(core.send.errorCode).toBe('INSUFFICIENT_FUNDS')
    expect(core.snack.message).toBeUndefined()
    closeModal(core)
    await sendFromModal(core)
    expect(core.snack).toMatchObject({ message: { errorCode: 'INSUFFICIENT_FUNDS' }, variant: 'error' })
  })
})
