import { expect, type Page } from '@playwright/test'
import type { Dapp } from './dapp.js'

export const proposalCard = (page: Page) => page.getByRole('region', { name: 'Session proposal' })
export const requestCard = (page: Page) => page.getByRole('region', { name: 'Request' })

/** Pastes the dapp's pairing URI into the wallet, approves the proposal, returns the dapp's session. */
export async function pairAndApprove(page: Page, dapp: Dapp) {
  const { uri, approved } = await dapp.connect()
  await page.getByLabel('Pairing URI').fill(uri)
  await page.getByRole('button', { name: 'Pair' }).click()
  await expect(proposalCard(page)).toBeVisible()
  await proposalCard(page).getByRole('button', { name: 'Approve' }).click()
  const session = await approved
  await expect(page.getByTestId('session-topic')).toHaveText(session.topic)
  await expect(proposalCard(page)).toHaveCount(0)
  return session
}
