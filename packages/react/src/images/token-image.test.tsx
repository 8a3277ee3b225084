// @vitest-environment happy-dom
import type { TokenBalance } from '@appkit/controllers'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { capableAdapter } from '../test/capable-adapter.js'
import { connectStub, createTestKit, renderWith } from '../test/render.js'
import { AccountView } from '../views/account/account-view.js'
import { bundledNetworkIcon } from './bundled-icons.js'

const token = (symbol: string, amount: string, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: symbol,
  symbol,
  caipNetworkId: 'eip155:1',
  amount,
  decimals: 18,
  ...extra,
})

async function account(tokens: TokenBalance[]) {
  const core = createTestKit({}, capableAdapter({ tokens }))
  await connectStub(core)
  renderWith(core, <AccountView />)
}

const rowOf = (symbol: string) => screen.getByTestId('token-list').querySelector(`[data-symbol="${symbol}"]`)!

describe('token rows', () => {
  it("token icons are round images: the API's icon, or the bundled mark of a native coin", async () => {
    await account([
      token('ETH', '1'),
      token('LUSD', '5', { address: '0x01', iconUrl: 'http://127.0.0.1:8787/public/getTokenImage/LUSD' }),
    ])
    await waitFor(() =>
      expect(rowOf('ETH').querySelector('img')?.getAttribute('src')).toBe(bundledNetworkIcon('eip155:1')),
    )
    expect(rowOf('LUSD').querySelector('img')?.getAttribute('src')).toBe(
      'http://127.0.0.1:8787/public/getTokenImage/LUSD',
    )
    for (const symbol of ['ETH', 'LUSD']) expect(rowOf(symbol).querySelector('.apk-round img')).not.toBeNull()
  })

  it("amounts use the locale's grouping", async () => {
    await account([token('ETH', '10000'), token('LUSD', '1234567.891234', { address: '0x01' })])
    await screen.findByTestId('token-list')
    const amounts = screen.getAllByTestId('token-amount').map((amount) => amount.textContent)
    const grouped = new Intl.NumberFormat().format(10000)
    expect(amounts).toEqual([
      `${grouped} ETH`,
      `${new Intl.NumberFormat().format(1234567)}${new Intl.NumberFormat().formatToParts(0.5).find((p) => p.type === 'decimal')?.value}891 LUSD`,
    ])
    expect(grouped).not.toBe('10000')
  })
})
