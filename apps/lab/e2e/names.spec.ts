import { DEV_ACCOUNTS, LAB_ENS_NAME } from '@appkit/cloud'
import type { Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { etherOf } from './chain.js'
import { connectTestWallet, expect, type LabCloud, modal, test, testWallet } from './fixtures.js'

// The name service end to end: the lab, the SDK, the cloud's name service and its database, the
// test wallet's real signatures; and ENS names read from the local chain's ENS contracts.

const SHOTS = '/work/shots/names'

/** Opens RegisterAccountName from the account button. */
async function openRegister(page: Page) {
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('account-register-name').click()
  await expect(modal(page).getByTestId('register-name')).toBeVisible()
}

/** Registers a name for dev account #1 straight with the cloud, as another visitor would. */
async function registerElsewhere(cloud: LabCloud, name: string) {
  const bob = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Date.now() })
  const response = await fetch(
    `${cloud.url}/v1/profile/account?projectId=lab-project-id&st=appkit&sv=0.1.0`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: 60,
        address: bob.address,
        message,
        signature: await bob.signMessage({ message }),
      }),
    },
  )
  expect(response.status).toBe(200)
}

test('register a name: it shows on the account button and in Account, and Send resolves it', async ({
  page,
  lab,
}) => {
  await lab.open()
  await connectTestWallet(page)
  await expect(page.getByTestId('account-button-name')).toHaveText('alice.lab.id')
  await openRegister(page)

  // Too short, or a character names cannot have: said beside the field, and nothing to submit.
  const input = modal(page).getByTestId('register-name-input')
  const submit = modal(page).getByTestId('register-name-submit')
  await input.fill('abc')
  await expect(modal(page).getByTestId('register-name-hint')).toHaveText(
    'At least 4 characters: letters, digits and hyphens.',
  )
  await expect(submit).toBeDisabled()
  await input.fill('alice_lab')
  await expect(submit).toBeDisabled()

  // A free name: suggestions come from the service; the wallet signs; the name is the account's.
  await input.fill('alice-lab')
  await expect(modal(page).getByTestId('register-name-suggestion').first()).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/register-light.png` })
  await submit.click()
  const wallet = testWallet(page)
  await wallet.waitForPending('personal_sign')
  await wallet.approve()
  await expect(modal(page).getByTestId('register-name-success-name')).toHaveText('alice-lab.reown.id')
  await page.screenshot({ path: `${SHOTS}/registered-light.png` })
  await modal(page).getByRole('button', { name: 'Back to account' }).click()
  await expect(modal(page).getByTestId('account-address')).toHaveText('alice-lab.reown.id')
  await expect(page.getByTestId('account-button-name')).toHaveText('alice-lab.reown.id')

  // Send: the name typed resolves to the account's own address.
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-receiver').fill('alice-lab.reown.id')
  // The name service keeps addresses lowercase.
  await expect(modal(page).getByTestId('send-receiver-resolved')).toHaveAttribute(
    'title',
    DEV_ACCOUNTS[0].address.toLowerCase(),
  )

  // A reload asks the cloud again: the name is stored there, not only in the page.
  await page.reload()
  await expect(page.getByTestId('state-status')).toHaveText('connected')
  await expect(page.getByTestId('account-button-name')).toHaveText('alice-lab.reown.id')
})

test("a name taken meanwhile says the service's reason, and a refused signature says which name failed; the name typed stays", async ({
  page,
  lab,
}) => {
  await lab.open()
  await connectTestWallet(page)
  await openRegister(page)
  const input = modal(page).getByTestId('register-name-input')
  await input.fill('raced-name')
  await expect(modal(page).getByTestId('register-name-suggestion').first()).toBeVisible()
  await registerElsewhere(lab, 'raced-name.reown.id')
  await modal(page).getByTestId('register-name-submit').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('personal_sign')
  await wallet.approve()
  await expect(modal(page).getByTestId('register-name-error')).toHaveText('Name is already registered')
  await expect(input).toHaveValue('raced-name')
  await page.screenshot({ path: `${SHOTS}/register-error-light.png` })

  // The person refuses to sign: nothing registered, the name typed still there.
  await input.fill('refused-name')
  await modal(page).getByTestId('register-name-submit').click()
  await wallet.waitForPending('personal_sign')
  await wallet.reject()
  await expect(modal(page).getByTestId('register-name-error')).toHaveText(
    'Error registering name refused-name.reown.id',
  )
  await expect(input).toHaveValue('refused-name')
  const lookup = await fetch(
    `${lab.url}/v1/profile/account/refused-name.reown.id?projectId=lab-project-id&st=appkit&sv=0.1.0`,
  )
  expect(lookup.status).toBe(404)
})

test('send to an ENS name of the local chain: the ether lands at the address it resolves to', async ({
  page,
  lab,
}) => {
  const carol = DEV_ACCOUNTS[2].address
  await lab.open()
  await connectTestWallet(page)
  await page.getByTestId('account-button').click()
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-amount').fill('0.25')
  await modal(page).getByTestId('send-receiver').fill(LAB_ENS_NAME)
  await expect(modal(page).getByTestId('send-receiver-resolved')).toHaveAttribute('title', carol)
  await page.screenshot({ path: `${SHOTS}/send-ens-light.png` })
  const before = await etherOf(lab.rpcA, carol)
  await modal(page).getByTestId('send-submit').click()
  const wallet = testWallet(page)
  await wallet.waitForPending('eth_sendTransaction')
  await wallet.approve()
  await expect(modal(page).getByTestId('snackbar')).toHaveText('Transaction sent')
  expect(await etherOf(lab.rpcA, carol)).toBe(before + 250_000_000_000_000_000n)

  // Activity names the receiver by its ENS name, read back from the chain (reverse record).
  const history = `${lab.url}/v1/account/${carol}/history?chainId=eip155:31337&projectId=lab-project-id&st=appkit&sv=0.1.0`
  await expect
    .poll(async () => ((await (await fetch(history)).json()) as { data: unknown[] }).data.length)
    .toBeGreaterThan(0)
  await modal(page).getByTestId('wallet-feature-activity').click()
  await modal(page).getByTestId('activity-row').first().click()
  await expect(modal(page).getByTestId('transaction-to')).toHaveText(LAB_ENS_NAME)
  await expect(modal(page).getByTestId('transaction-to')).toHaveAttribute('title', carol)
  await page.screenshot({ path: `${SHOTS}/activity-ens-light.png` })
  await modal(page).getByRole('button', { name: 'Back', exact: true }).click()
  await modal(page).getByRole('button', { name: 'Back', exact: true }).click()

  // An unknown ENS name resolves to nothing: Send waits for a receiver instead of guessing.
  await modal(page).getByTestId('wallet-feature-send').click()
  await modal(page).getByTestId('send-receiver').fill('nobody-here.eth')
  await expect(modal(page).getByTestId('send-receiver-resolved')).toHaveCount(0)
})

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test('the register views follow the theme', async ({ page, lab }) => {
    await lab.open()
    await connectTestWallet(page)
    await openRegister(page)
    await modal(page).getByTestId('register-name-input').fill('night-owl')
    await expect(modal(page).getByTestId('register-name-suggestion').first()).toBeVisible()
    const background = await modal(page)
      .locator('.apk-card')
      .evaluate((card) => getComputedStyle(card).backgroundColor)
    expect(background).not.toBe('rgb(255, 255, 255)')
    await page.screenshot({ path: `${SHOTS}/register-dark.png` })
    await modal(page).getByTestId('register-name-submit').click()
    const wallet = testWallet(page)
    await wallet.waitForPending('personal_sign')
    await wallet.approve()
    await expect(modal(page).getByTestId('register-name-success-name')).toHaveText('night-owl.reown.id')
    await page.screenshot({ path: `${SHOTS}/registered-dark.png` })
  })
})
