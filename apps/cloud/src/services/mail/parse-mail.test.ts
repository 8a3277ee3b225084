import { describe, expect, it } from 'vitest'
import { parseMail } from './parse-mail.js'

const lines = (...parts: string[]) => Buffer.from(parts.join('\r\n'))

describe('parseMail', () => {
  it('reads the sender, the subject and both bodies of a multipart mail, encodings undone', async () => {
    const raw = lines(
      'From: AppKit Lab <no-reply@appkit.localhost>',
      'To: ada@example.com',
      'Subject: =?UTF-8?Q?Caf=C3=A9_code?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Your code is 123456 =E2=80=94 thanks',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>Your code is <b>123456</b></p>').toString('base64'),
      '--b--',
      '',
    )
    expect(await parseMail(raw)).toEqual({
      from: '"AppKit Lab" <no-reply@appkit.localhost>',
      subject: 'Café code',
      text: 'Your code is 123456 — thanks',
      html: '<p>Your code is <b>123456</b></p>',
    })
  })

  it('falls back to the envelope sender and empty fields when the headers are missing', async () => {
    const parsed = await parseMail(lines('', 'just a body'), 'bounce@example.com')
    expect(parsed).toEqual({ from: 'bounce@example.com', subject: '', text: 'just a body', html: null })
  })
})
