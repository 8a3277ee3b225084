import { htmlPage } from '../../http/html-page.js'
import { escapeHtml } from '../mail/inbox-page.js'
import { APPROVE_PATH } from './flows/start-login.js'
import { describeRequest } from './mail-templates.js'
import type { ApprovalRequest } from './store/devices.js'

/**
 * The pages of the approval link, plain and readable on a phone. Opening the link only asks
 * (`confirm`): mail scanners and link previews open links too, so the device is approved by the
 * button, a POST, which no scanner sends.
 */
export type ApprovePageState =
  | { kind: 'confirm'; token: string; request: ApprovalRequest & { createdAt: number } }
  | { kind: 'approved' }
  | { kind: 'invalid' }

const TEXT = {
  confirm: {
    title: 'Approve this device?',
    text: 'Someone is logging in to your wallet on a new device. Approve it only if that is you, now.',
  },
  approved: {
    title: 'Device approved',
    text: 'You can close this page and go back to the device you are logging in on: it continues by itself.',
  },
  invalid: {
    title: 'This link does not work',
    text: 'The link is unknown or has expired. Start the login again on your device to get a new one.',
  },
} as const

export function approvePage(state: ApprovePageState): string {
  const { title, text } = TEXT[state.kind]
  const form =
    state.kind === 'confirm'
      ? `<p class="request"><strong>${escapeHtml(describeRequest(state.request))}</strong>, at ${utcMinute(state.request.createdAt)} UTC.</p>
<form method="post" action="${APPROVE_PATH}">
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<button type="submit">Approve this device</button>
</form>
`
      : ''
  return htmlPage({
    title,
    style:
      'body { font: 18px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; } button { font: inherit; padding: .5rem 1rem; }',
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${form}`,
  })
}

/** "2026-11-26 09:05": when the device asked, to the minute. */
const utcMinute = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16)
