import { describe, expect, it } from 'vitest'
import {
  currentEmailCodeMail,
  deviceApprovalMail,
  loginCodeMail,
  newEmailCodeMail,
} from './mail-templates.js'

describe('mail templates', () => {
  it('put the code first in the subject and in both bodies', () => {
    const mail = loginCodeMail('ada@example.com', '012345', 10)
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: '012345 is your login code' })
    expect(mail.text).toContain('Your code to log in: 012345')
    expect(mail.text).toContain('for 10 minutes')
    expect(mail.html).toContain('<strong>012345</strong>')
    expect(newEmailCodeMail('n@example.com', '1', 10).subject).toBe(
      '1 is your code to confirm your new email',
    )
  })

  it('name the new address when the current one is asked to confirm a change, escaped in HTML', () => {
    const mail = currentEmailCodeMail('old@example.com', '111111', 10, 'new+<b>@example.com')
    expect(mail.subject).toBe('111111 is your code to change your email')
    expect(mail.text).toContain('to change your email to new+<b>@example.com')
    expect(mail.html).toContain('new+&lt;b&gt;@example.com')
  })

  it('link the approval page, the link escaped in HTML', () => {
    const link = 'http://127.0.0.1:8787/auth/v1/device/approve?token=a&b'
    const mail = deviceApprovalMail('ada@example.com', link, 15, {
      browser: 'Chrome on <Linux>',
      ip: '203.0.113.7',
      dapp: 'https://my.dapp',
    })
    expect(mail.subject).toBe('Approve your new device')
    expect(mail.text).toContain(
      'Chrome on <Linux>, from the address 203.0.113.7, logging in on https://my.dapp.',
    )
    expect(mail.html).toContain(
      '<strong>Chrome on &lt;Linux&gt;, from the address 203.0.113.7, logging in on https://my.dapp</strong>',
    )
    expect(mail.text).toContain(`\n${link}\n`)
    expect(mail.html).toContain('href="http://127.0.0.1:8787/auth/v1/device/approve?token=a&amp;b"')
  })
})
