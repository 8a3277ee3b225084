import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailSender } from './mail-sender.js'
import { type ReceivedMail, type RunningSmtp, startSmtpReceiver } from './smtp-receiver.js'

let smtp: RunningSmtp
const received: ReceivedMail[] = []
let failNext = false

beforeAll(async () => {
  smtp = await startSmtpReceiver({
    host: '127.0.0.1',
    port: 0,
    maxBytes: 64 * 1024,
    onMail: async (mail) => {
      if (failNext) {
        failNext = false
        throw new Error('database down')
      }
      received.push(mail)
    },
  })
})
afterAll(() => smtp.close())

const sender = () => createMailSender({ url: smtp.url, from: 'Lab <lab@appkit.localhost>' })

describe('startSmtpReceiver', () => {
  it('listens on loopback and receives a mail sent through SMTP, with its envelope', async () => {
    expect(smtp.url).toBe(`smtp://127.0.0.1:${smtp.port}`)
    await sender().send({ to: 'Ada@Example.com', subject: 'Hello', text: 'plain', html: '<p>rich</p>' })
    const mail = received.at(-1)!
    // nodemailer lowercases the domain; the local part is kept as the client sent it.
    expect(mail.recipients).toEqual(['Ada@example.com'])
    expect(mail.envelopeFrom).toBe('lab@appkit.localhost')
    expect(mail.raw.toString()).toContain('Subject: Hello')
  })

  it('answers 451 when the mail cannot be stored, so the sender sees the failure', async () => {
    failNext = true
    await expect(sender().send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow(
      /451.*database down/,
    )
  })

  it('refuses a message over the size limit with 552', async () => {
    const big = 'x'.repeat(80 * 1024)
    await expect(sender().send({ to: 'a@example.com', subject: 's', text: big, html: big })).rejects.toThrow(
      /552/,
    )
  })

  it('offers neither STARTTLS nor AUTH', async () => {
    const greeting = await new Promise<string>((resolve, reject) => {
      const socket = connect(smtp.port, '127.0.0.1')
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
        if (text.startsWith('220') && !text.includes('EHLO sent')) {
          text += 'EHLO sent\n'
          socket.write('EHLO test\r\n')
        } else if (/^250 /m.test(text)) {
          socket.end('QUIT\r\n')
          resolve(text)
        }
      })
      socket.once('error', reject)
    })
    expect(greeting).toContain('250')
    expect(greeting).not.toContain('STARTTLS')
    expect(greeting).not.toContain('AUTH')
  })
})
