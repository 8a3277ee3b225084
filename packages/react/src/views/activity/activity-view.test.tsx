// @vitest-environment happy-dom
import type { ActivityTransaction } from '@appkit/controllers'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { capableAdapter, RECEIVER } from '../../test/capable-adapter.js'
import { ADDRESS, connectStub, createTestKit, renderWith } from '../../test/render.js'
import { ActivityView } from './activity-view.js'

const transaction = (id: string, fields: Partial<ActivityTransaction> = {}): ActivityTransaction => ({
  id,
  hash: `0x${id}`,
  caipNetworkId: 'eip155:1',
  minedAt: '2026-01-02T03:04:05Z',
  operationType: 'send',
  status: 'confirmed',
  from: ADDRESS,
  to: RECEIVER,
  transfers: [{ direction: 'out', amount: '1.5', symbol: 'ETH' }],
  ...fields,
})

async function activity(transactions: ActivityTransaction[]) {
  const core = createTestKit({}, capableAdapter({ transactions }))
  await connectStub(core)
  renderWith(core, <ActivityView />)
  return core
}

describe('ActivityView', () => {
  it('says there are no transactions yet for a new account', async () => {
    await activity([])
    await waitFor(() => expect(screen.getByTestId('activity-empty').textContent).toBe('No transactions yet'))
  })

  it('shows each transaction: which way, how much and when', async () => {
    await activity([
      transaction('a'),
      transaction('b', { transfers: [{ direction: 'in', amount: '2', symbol: 'USDC' }] }),
    ])
    const rows = await screen.findAllByTestId('activity-row')
    expect(rows.map((row) => row.querySelector('.apk-name')?.firstChild?.textContent)).toEqual([
      'Sent',
      'Received',
    ])
    expect(rows.map((row) => row.querySelector('[data-testid="activity-amount"]')?.textContent)).toEqual([
      '1.5 ETH',
      '2 USDC',
    ])
    expect(rows[0]?.textContent).toContain('Jan 2, 2026')
  })

  it('tags pending and failed transactions', async () => {
    await activity([
      transaction('p', { status: 'pending', minedAt: '' }),
      transaction('f', { status: 'failed' }),
    ])
    const rows = await screen.findAllByTestId('activity-row')
    expect(rows[0]?.querySelector('.apk-tag')?.textContent).toBe('Pending')
    expect(rows[1]?.querySelector('.apk-tag')?.textContent).toBe('Failed')
  })

  it('leaves out transactions of other networks and spam-only ones', async () => {
    await activity([
      transaction('kept'),
      transaction('other', { caipNetworkId: 'eip155:10' }),
      transaction('spam', {
        transfers: [{ direction: 'in', amount: '1', nft: { name: 'Free', spam: true } }],
      }),
    ])
    const rows = await screen.findAllByTestId('activity-row')
    expect(rows.map((row) => row.dataset.hash)).toEqual(['0xkept'])
  })

  it("Activity rows open the transaction's details, from the keyboard too", async () => {
    const core = await activity([transaction('a'), transaction('b')])
    const rows = await screen.findAllByTestId('activity-row')
    // A button: Enter and Space open it as a click does.
    expect(rows[1]?.tagName).toBe('BUTTON')
    fireEvent.click(rows[1]!)
    expect(core.router.view).toBe('TransactionDetails')
    expect(core.router.data?.transaction?.hash).toBe('0xb')
  })
})
