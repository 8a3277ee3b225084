// @vitest-environment happy-dom
import type { AppKitCore } from '@appkit/controllers/modal'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { capableAdapter, RECEIVER } from '../../test/capable-adapter.js'
import { connectStub, createTestKit, renderWith } from '../../test/render.js'
import { SendView } from './send-view.js'

async function sendView(adapter = capableAdapter()) {
  const core = createTestKit({}, adapter)
  await connectStub(core)
  await waitFor(() => expect(core.chains.chains.eip155?.account.balance).toBeDefined())
  renderWith(core, <SendView />)
  return { core, adapter }
}

function fill(amount: string, receiver: string) {
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(screen.getByLabelText('Receiver address'), { target: { value: receiver } })
}

const submit = () => fireEvent.click(screen.getByTestId('send-submit'))
const errorText = () => screen.findByTestId('send-error').then((e) => e.textContent)

describe('SendView', () => {
  it('starts with the native coin and what the account holds of it', async () => {
    await sendView()
    expect(await screen.findByRole('button', { name: 'Token: ETH' })).toBeTruthy()
    expect(screen.getByTestId('send-available').textContent).toBe('Available: 12.345 ETH')
  })

  it("Send: 'Available' is grouped for the locale as the token rows are", async () => {
    const adapter = capableAdapter()
    adapter.balances = {
      ...adapter.balances!,
      getNativeBalance: async () => ({ value: 12_345_600n * 10n ** 15n, decimals: 18, symbol: 'ETH' }),
    }
    await sendView(adapter)
    await waitFor(() =>
      expect(screen.getByTestId('send-available').textContent).toBe('Available: 12,345.6 ETH'),
    )
  })

  it('asks for an amount and a receiver when either is missing', async () => {
    await sendView()
    submit()
    expect(await errorText()).toBe('An amount and receiver address are required')
  })

  it('refuses a receiver that is not an address', async () => {
    await sendView()
    fill('1', 'not-an-address')
    submit()
    expect(await errorText()).toBe('Invalid address')
  })

  it('refuses more than the account holds', async () => {
    await sendView()
    fill('100', RECEIVER)
    submit()
    expect(await errorText()).toBe('Insufficient balance')
  })

  it('shows the network fee once amount and receiver are filled', async () => {
    await sendView()
    fill('1', RECEIVER)
    await waitFor(() => expect(screen.getByTestId('send-fee').textContent).toBe('Network fee ≈ 0.000021 ETH'))
  })

  it('sends the amount to the receiver and says the transaction was sent', async () => {
    const { core, adapter } = await sendView()
    fill('1.5', RECEIVER)
    submit()
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'transactionSent' }))
    expect(adapter.sent).toMatchObject([{ to: RECEIVER, amount: 1_500_000_000_000_000_000n }])
  })

  it("says the wallet's refusal as 'Transaction rejected'", async () => {
    const adapter = capableAdapter({
      sendResult: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const { core } = await sendView(adapter)
    fill('1', RECEIVER)
    submit()
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'transactionRejected' }))
  })

  it('fills in the whole balance less the fee with Max', async () => {
    const { core } = await sendView()
    fireEvent.change(screen.getByLabelText('Receiver address'), { target: { value: RECEIVER } })
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(amountOf(core)).not.toBe(''))
    expect(Number(amountOf(core))).toBeLessThanOrEqual(12.3456)
    expect(Number(amountOf(core))).toBeGreaterThan(12)
  })

  it('lets the user pick another token, and cancel back to the form', async () => {
    await sendView()
    fireEvent.click(await screen.findByRole('button', { name: 'Token: ETH' }))
    expect(screen.getByRole('list', { name: 'Choose a token' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByTestId('send-view')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Token: ETH' }))
    fireEvent.click(screen.getByTestId('pick-token-ETH'))
    expect(screen.getByRole('button', { name: 'Token: ETH' })).toBeTruthy()
  })

  it('Send: validates as the visitor types and says why Send is disabled', async () => {
    await sendView()
    const button = screen.getByTestId('send-submit')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(await errorText()).toBe('An amount and receiver address are required')
    fill('1', 'not-an-address')
    expect(await errorText()).toBe('Invalid address')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fill('1', RECEIVER)
    await waitFor(() => expect(screen.queryByTestId('send-error')).toBeNull())
    expect(button.getAttribute('aria-disabled')).toBe('false')
  })

  it("Send: a name typed as receiver ('bob.lab.id') is looked up and the send goes to its address", async () => {
    const adapter = capableAdapter()
    adapter.identity = {
      getIdentity: async () => undefined,
      resolveName: async ({ name }) => (name === 'bob.lab.id' ? RECEIVER : undefined),
    }
    const { core } = await sendView(adapter)
    fill('1.5', 'bob.lab.id')
    expect(await errorText()).toBe('Looking up bob.lab.id…')
    await waitFor(() =>
      expect(screen.getByTestId('send-receiver-resolved').textContent).toMatch(/^Sends to 0x7099/),
    )
    expect(screen.getByTestId('send-submit').getAttribute('aria-disabled')).toBe('false')
    submit()
    await waitFor(() => expect(core.snack.message).toEqual({ key: 'transactionSent' }))
    expect(adapter.sent).toMatchObject([{ to: RECEIVER, amount: 1_500_000_000_000_000_000n }])
  })
})

function amountOf(core: AppKitCore) {
  return core.send.amount
}
