// @vitest-environment happy-dom
import type { TokenBalance } from '@appkit/controllers'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { capableAdapter } from '../../test/capable-adapter.js'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import { AccountView } from './account-view.js'

const TOKENS: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    caipNetworkId: 'eip155:1',
    amount: '1.23456',
    decimals: 18,
    price: 2000,
    value: 2469.12,
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    caipNetworkId: 'eip155:1',
    address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    amount: '10',
    decimals: 6,
    price: 1,
    value: 10,
  },
]

async function account(tokens: TokenBalance[]) {
  const core = createTestKit({}, capableAdapter({ tokens }))
  await connectStub(core)
  renderWith(core, <AccountView />)
  return core
}

describe('the account tokens', () => {
  it('shows the total value, then each token with its amount, value and price', async () => {
    await account(TOKENS)
    expect((await screen.findByTestId('account-total')).textContent).toBe('$2,479.12')
    const rows = screen.getAllByTestId('token-row')
    expect(rows.map((row) => row.querySelector('[data-testid="token-amount"]')?.textContent)).toEqual([
      '1.234 ETH',
      '10 USDC',
    ])
    expect(rows[0]?.querySelector('[data-testid="token-value"]')?.textContent).toBe('$2,469.12')
    expect(rows[0]?.textContent).toContain('$2,000.00 each')
  })

  it('says there are no tokens yet for an empty account', async () => {
    await account([])
    expect(await screen.findByText('No tokens yet')).toBeTruthy()
  })

  it('a token with zero balance or no decimals (seen in Activity) is absent from the list, which says why', async () => {
    // USDC was received, then all of it sent: the API lists only what is held. ZERO states no
    // decimals, which spec §5 leaves out as low quality.
    const zero = { ...TOKENS[1]!, name: 'Zero', symbol: 'ZERO', address: '0x1', decimals: 0 }
    await account([...TOKENS.filter((token) => token.symbol !== 'USDC'), zero])
    await screen.findByTestId('token-list')
    expect(screen.queryByText(/USDC|ZERO/)).toBeNull()
    expect(screen.getByTestId('token-list-note').textContent).toBe(
      'Not listed: tokens with no balance, and tokens without decimals (low quality). Activity still shows their transfers.',
    )
  })

  it('offers Send where the adapter can send, opening Send', async () => {
    const core = await account(TOKENS)
    fireEvent.click(await screen.findByTestId('wallet-feature-send'))
    await waitFor(() => expect(core.router.view).toBe('Send'))
  })
})
