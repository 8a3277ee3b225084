// @vitest-environment happy-dom
import type { ActivityTransaction } from '@appkit/controllers'
import { goBack, pushView } from '@appkit/controllers/modal'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RECEIVER } from '../../test/capable-adapter.js'
import { ADDRESS, connectStub, createTestKit, renderWith } from '../../test/render.js'
import { network } from '../../test/stub-adapter.js'
import { TransactionDetailsView } from './transaction-details-view.js'

const HASH = `0x${'ab'.repeat(32)}`

const sent: ActivityTransaction = {
  id: 't1',
  hash: HASH,
  caipNetworkId: 'eip155:1',
  minedAt: '2026-01-02T03:04:05Z',
  operationType: 'send',
  status: 'confirmed',
  from: ADDRESS,
  to: RECEIVER,
  transfers: [
    { direction: 'out', amount: '1500', symbol: 'USDC' },
    { direction: 'in', amount: '0.5', symbol: 'ETH' },
  ],
}

async function details(transaction: ActivityTransaction, explorer = true) {
  const ethereum = network(1, 'Ethereum')
  const networks = [
    explorer
      ? { ...ethereum, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } }
      : ethereum,
  ]
  const core = createTestKit({ networks })
  await connectStub(core)
  pushView(core.router, 'Account')
  pushView(core.router, 'Activity')
  pushView(core.router, 'TransactionDetails', { transaction })
  renderWith(core, <TransactionDetailsView />)
  return core
}

const text = (testId: string) => screen.getByTestId(testId).textContent

describe('TransactionDetailsView', () => {
  it('shows every transfer, the status, the time, both addresses, the network and the hash', async () => {
    await details(sent)
    expect(text('transaction-summary')).toBe('Sent 1,500 USDC')
    expect(screen.getAllByTestId('transaction-transfer').map((e) => e.textContent)).toEqual([
      '1,500 USDC',
      '0.5 ETH',
    ])
    expect(text('transaction-status')).toBe('Confirmed')
    expect(text('transaction-time')).toContain('Jan 2, 2026')
    expect(screen.getByTestId('transaction-from').getAttribute('title')).toBe(ADDRESS)
    expect(screen.getByTestId('transaction-to').getAttribute('title')).toBe(RECEIVER)
    expect(text('transaction-network')).toBe('Ethereum')
    expect(screen.getByTestId('transaction-hash').getAttribute('title')).toBe(HASH)
  })

  it("links the transaction on the network's explorer", async () => {
    await details(sent)
    const link = screen.getByTestId('transaction-explorer')
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`)
    expect(link.textContent).toBe('View on Etherscan')
  })

  it('offers no link on a network without an explorer', async () => {
    await details(sent, false)
    expect(screen.queryByTestId('transaction-explorer')).toBeNull()
  })

  it('says a pending transaction is pending, with no time yet', async () => {
    await details({ ...sent, status: 'pending', minedAt: '' })
    expect(text('transaction-status')).toBe('Pending')
    expect(text('transaction-time')).toBe('Pending')
  })

  it('goes back to Activity', async () => {
    const core = await details(sent)
    goBack(core)
    expect(core.router.view).toBe('Activity')
  })
})
