import { LAB_CONFIG } from '../config.js'
import { approveChannel, readChannelLink } from './approve-channel.js'
import { FARCASTER_TEST_ACCOUNTS } from './test-fids.js'

// The lab's stand-in for the Farcaster app: farcaster.html. `?url=` fills the link in.

const form = document.querySelector<HTMLFormElement>('#approve')!
const input = document.querySelector<HTMLInputElement>('#channel-url')!
const select = document.querySelector<HTMLSelectElement>('#account')!
const result = document.querySelector<HTMLElement>('#result')!

for (const [index, account] of FARCASTER_TEST_ACCOUNTS.entries())
  select.add(new Option(`${account.username} (fid ${account.fid})`, String(index)))
input.value = new URLSearchParams(location.search).get('url') ?? ''

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const link = readChannelLink(input.value.trim())
  if (!link) {
    result.textContent = 'That link has no channel (channelToken, nonce, siweUri, domain).'
    return
  }
  const account = FARCASTER_TEST_ACCOUNTS[Number(select.value)]!
  result.textContent = 'Approving…'
  try {
    const { status, text } = await approveChannel(`${LAB_CONFIG.blockchainApiUrl}/farcaster`, link, account)
    result.textContent = status === 201 ? `Approved as ${account.username}` : `Refused (${status}): ${text}`
  } catch (error) {
    result.textContent = `Failed: ${error instanceof Error ? error.message : String(error)}`
  }
})
