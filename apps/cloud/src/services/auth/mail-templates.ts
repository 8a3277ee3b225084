import { escapeHtml } from '../mail/inbox-page.js'
import type { OutgoingMail } from '../mail/mail-sender.js'
import type { ApprovalRequest } from './store/devices.js'

// The code leads each subject: a person reading the inbox (or a phone's notification) sees it at once.

export function loginCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  return codeMail(to, `${code} is your login code`, code, minutes, 'to log in')
}

export function currentEmailCodeMail(
  to: string,
  code: string,
  minutes: number,
  newEmail: string,
): OutgoingMail {
  return codeMail(
    to,
    `${code} is your code to change your email`,
    code,
    minutes,
    `to change your email to ${newEmail}`,
  )
}

export function newEmailCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  return codeMail(
    to,
    `${code} is your code to confirm your new email`,
    code,
    minutes,
    'to make this your email',
  )
}

/** Who asks, said plainly: the owner decides by it. Any header may lie, so it is escaped where shown. */
export function describeRequest(request: ApprovalRequest): string {
  const where = request.dapp ? `, logging in on ${request.dapp}` : ''
  return `${request.browser}, from the address ${request.ip}${where}`
}

export function deviceApprovalMail(
  to: string,
  link: string,
  minutes: number,
  request: ApprovalRequest,
): OutgoingMail {
  const who = describeRequest(request)
  const text = [
    'Someone is logging in to your wallet on a new device:',
    `  ${who}.`,
    `If it is you, approve the device (the link works for ${minutes} minutes):`,
    '',
    link,
    '',
    'If it is not you, ignore this mail: nothing happens without the link.',
  ].join('\n')
  const html = [
    '<p>Someone is logging in to your wallet on a new device:</p>',
    `<p><strong>${escapeHtml(who)}</strong>.</p>`,
    `<p>If it is you, <a href="${escapeHtml(link)}">approve the device</a> (the link works for ${minutes} minutes).</p>`,
    '<p>If it is not you, ignore this mail: nothing happens without the link.</p>',
  ].join('\n')
  return { to, subject: 'Approve your new device', text, html }
}

function codeMail(to: string, subject: string, code: string, minutes: number, purpose: string): OutgoingMail {
  const text = [
    `Your code ${purpose}: ${code}`,
    '',
    `It works once, for ${minutes} minutes. If you did not ask for it, ignore this mail.`,
  ].join('\n')
  const html = [
    `<p>Your code ${escapeHtml(purpose)}:</p>`,
    `<p style="font-size:1.5em;letter-spacing:0.2em"><strong>${code}</strong></p>`,
    `<p>It works once, for ${minutes} minutes. If you did not ask for it, ignore this mail.</p>`,
  ].join('\n')
  return { to, subject, text, html }
}
