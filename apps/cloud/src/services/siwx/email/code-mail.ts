import type { OutgoingMail } from '../../mail/mail-sender.js'

/**
 * The mail of an email-capture code. The code leads the subject, as in the login codes' mail, so
 * a person (or a phone's notification) sees it at once, and the inbox's readers find it the same
 * way: `/^(\d{6}) is your sign-in code$/`.
 */
export function signInCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  const lasts = `It works for ${minutes} minutes. If you did not ask for it, ignore this mail.`
  const text = ['Your code to confirm your email and sign in:', code, '', lasts].join('\n')
  const html = [
    '<p>Your code to confirm your email and sign in:</p>',
    `<p style="font-size:1.5em;letter-spacing:0.2em"><strong>${code}</strong></p>`,
    `<p>${lasts}</p>`,
  ].join('\n')
  return { to, subject: `${code} is your sign-in code`, text, html }
}
