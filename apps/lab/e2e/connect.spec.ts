import { TEST_ACCOUNTS } from '@appkit/testing'
import { verifyMessage } from 'viem'
import { chainBalance, setEther } from './chain.js'
import { connectTestWallet, expect, modal, test, testWallet, WALLET_NAME } from './fixtures.js'

const ACCOUNT = TEST_ACCOUNTS[0]!.address
const SHORT = `${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-4)}`

test.beforeEach(async ({ lab }) => {
  await lab.open()
})

test('connects the test wallet and shows the account with its real balance', async ({ page, lab }) => {
  // A balance of its own: earlier tests of this worker may have spent from the account.
  await setEther(lab.rpcA, ACCOUNT, '1234.5')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page)).toBeVisible()
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await modal(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  await expect(modal(page).getByText(`Continue in ${WALLET_NAME}`)).toBeVisible()

  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.approve()

  await expect(modal(page)).toBeHidden()
  const balance = await chainBalance(lab.rpcA, ACCOUNT)
  expect(balance).toBe('1234.5 ETH')
  await expect(page.getByTestId('account-button')).toContainText(balance)
  await expect(page.getByTestId('state-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('state-caip-address')).toHaveText(`eip155:31337:${ACCOUNT}`)

  await page.getByTestId('account-button').click()
  await expect(modal(page).getByTestId('account-view')).toBeVisible()
  // The first dev account has a name in the local cloud's identities: the name, then the address.
  await expect(modal(page).getByTestId('account-address')).toHaveText('alice.lab.id')
  await expect(modal(page).getByTestId('account-short-address')).toHaveText(SHORT)
  // The modal groups digits for the locale (issue 23); the button outside keeps the hook's string.
  await expect(modal(page).getByTestId('account-balance')).toHaveText('1,234.5 ETH')
  await expect(modal(page).getByTestId('account-network')).toContainText('Anvil')
})

test('a rejected connection shows the error and the Connect view again', async ({ page }) => {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_requestAccounts')
  await wallet.reject()

  await expect(modal(page).getByTestId('snackbar')).toHaveText('Connection rejected')
  await expect(modal(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(modal(page).getByRole('button', { name: new RegExp(WALLET_NAME) })).toBeVisible()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
})

test('switches network: the wallet adds the unknown chain, the balance follows', async ({ page, lab }) => {
  const wallet = await connectTestWallet(page)
  await page.getByTestId('network-button').click()
  await expect(modal(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await modal(page).getByRole('button', { name: 'Anvil B' }).click()
  // The wallet does not know chain 31338: the adapter adds it, which the user approves.
  await wallet.waitForPending('wallet_addEthereumChain')
  await wallet.approve()

  await expect(page.getByTestId('state-chain-id')).toHaveText('31338')
  await expect(page.getByTestId('network-button')).toContainText('Anvil B')
  const balanceB = await chainBalance(lab.rpcB, ACCOUNT)
  expect(balanceB).toBe('500 ETH')
  await expect(page.getByTestId('account-button')).toContainText(balanceB)

  // Back to a chain the wallet knows: no prompt.
  await page.getByTestId('network-button').click()
  await modal(page).getByRole('button', { name: 'Anvil', exact: true }).click()
  await expect(page.getByTestId('state-chain-id')).toHaveText('31337')
  await expect(page.getByTestId('account-button')).toContainText(await chainBalance(lab.rpcA, ACCOUNT))
})

test('signs a message that verifies against the account', async ({ page }) => {
  const wallet = await connectTestWallet(page)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForPending('personal_sign')
  await wallet.approve()
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: ACCOUNT, message: 'Hello from the AppKit lab', signature })).toBe(
    true,
  )
  expect(
    await verifyMessage({
      address: TEST_ACCOUNTS[1]!.address,
      message: 'Hello from the AppKit lab',
      signature,
    }),
  ).toBe(false)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await wallet.waitForPending('personal_sign')
  await wallet.reject()
  await expect(page.getByTestId('sign-error')).toHaveText('User rejected the request.')
})

test('disconnects, and stays disconnected after a reload', async ({ page }) => {
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page)).toBeHidden()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.waitForTimeout(1200) // longer than the injected-wallet wait: nothing may resume late
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  expect(await testWallet(page).pending()).toEqual([])
})

test('a reload reconnects without a prompt', async ({ page, lab }) => {
  await connectTestWallet(page)
  await page.reload()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('state-address')).toHaveText(ACCOUNT)
  await expect(page.getByTestId('account-button')).toContainText(await chainBalance(lab.rpcA, ACCOUNT))
  expect(await testWallet(page).pending()).toEqual([])
})

test('the wallet ending the session disconnects the dapp', async ({ page }) => {
  const wallet = await connectTestWallet(page)
  await wallet.disconnect()
  await expect(page.getByTestId('state-status')).toHaveText('disconnected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test.describe('the dialog', () => {
  test('is labelled, traps focus, closes on Escape and gives focus back', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Connect Wallet' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const inside = await dialog.evaluate((el) => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return el.contains(active)
      })
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('stays open after a double click on the connect button; a click on the backdrop closes it', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Connect Wallet' }).dblclick()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: new RegExp(WALLET_NAME) })).toBeVisible()
    // Two frames after the second click, by when a close it caused would have been rendered.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(dialog).toBeVisible()
    // A deliberate click outside the card still closes it.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    // Once the modal's code is loaded the dialog opens at the first click, and the second lands on
    // its backdrop: that one does not close it either.
    await page.getByRole('button', { name: 'Connect Wallet' }).dblclick()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(dialog).toBeVisible()
  })

  test('connects with the keyboard alone', async ({ page }) => {
    await page.getByRole('button', { name: 'Connect Wallet' }).focus()
    await page.keyboard.press('Enter')
    const walletButton = modal(page).getByRole('button', { name: new RegExp(WALLET_NAME) })
    await walletButton.focus()
    await page.keyboard.press('Enter')
    const wallet = testWallet(page)
    await wallet.waitForPending('eth_requestAccounts')
    await wallet.approve()
    await expect(page.getByTestId('state-status')).toHaveText('connected')
  })

  test('follows the theme mode; page styles stay out and ours stay in', async ({ page }) => {
    await page.addStyleTag({
      content: 'button { color: rgb(255, 0, 0) !important; font-family: serif !important; }',
    })
    const pageButton = page.getByRole('button', { name: 'Open modal' })
    const styleOf = () =>
      pageButton.evaluate((el) => {
        const s = getComputedStyle(el)
        return [s.color, s.fontFamily, s.fontSize, s.borderRadius, s.backgroundColor, s.padding].join('|')
      })
    await page.getByRole('button', { name: 'Theme: light' }).click()
    // The lab's page takes the theme too (lab.css): what it looks like now is what must stay.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const before = await styleOf()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const walletButton = modal(page).getByRole('button', { name: new RegExp(WALLET_NAME) })
    await expect(walletButton).toBeVisible()
    // The page's rule does not reach into the modal: the dark theme's foreground does.
    expect(await walletButton.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(241, 242, 244)')
    const theme = await page
      .locator('appkit-modal')
      .evaluate((el) => el.shadowRoot?.querySelector('.apk-root')?.getAttribute('data-theme'))
    expect(theme).toBe('dark')
    // Our styles do not reach the page: its own button looks as it did before the modal existed.
    await page.keyboard.press('Escape')
    expect(await styleOf()).toBe(before)
  })
})

test("a person answers the test wallet from the wallets' window while the modal is open", async ({
  page,
}) => {
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: "Open the wallets' window" }).click()
  const popup = await popupOpened
  const panel = popup.getByTestId('approvals-org.appkit.testwallet')
  await expect(panel).toContainText('No request waiting.')

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(WALLET_NAME) })
    .click()
  await expect(panel.getByRole('listitem')).toContainText('eth_requestAccounts')
  await panel.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('state-status')).toHaveText('connected')

  // A signature refused by hand, then "Approve everything" answering the next one at once.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(panel.getByRole('listitem')).toContainText('personal_sign')
  await panel.getByRole('button', { name: 'Reject' }).click()
  await expect(page.getByTestId('sign-error')).toContainText(/reject/i)
  await panel.getByRole('combobox').selectOption('approve')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await expect(panel).toContainText('No request waiting.')
})
