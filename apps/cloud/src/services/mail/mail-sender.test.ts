import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createMailSender } from './mail-sender.js'
import { parseMail } from './parse-mail.js'
import { type ReceivedMail, startSmtpReceiver } from './smtp-receiver.js'

describe('createMailSender', () => {
  it('sends from the configured address, with both bodies, to the server of its URL', async () => {
    const received: ReceivedMail[] = []
    const smtp = await startSmtpReceiver({
      host: '127.0.0.1',
      port: 0,
      onMail: async (mail) => {
        received.push(mail)
      },
    })
    const sender = createMailSender({ url: smtp.url, from: 'AppKit Lab <no-reply@appkit.localhost>' })
    try {
      await sender.send({ to: 'ada@example.com', subject: 'Code', text: 'Your code: 1', html: '<p>1</p>' })
      expect(received).toHaveLength(1)
      expect(received[0]!.recipients).toEqual(['ada@example.com'])
      expect(await parseMail(received[0]!.raw)).toEqual({
        from: '"AppKit Lab" <no-reply@appkit.localhost>',
        subject: 'Code',
        text: 'Your code: 1',
        html: '<p>1</p>',
      })
    } finally {
      sender.close()
      await smtp.close()
    }
  })

  it('rejects when nothing answers at the URL', async () => {
    // A port that was free a moment ago: the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number }
        probe.close(() => resolve(port))
      })
    })
    const sender = createMailSender({ url: `smtp://127.0.0.1:${port}`, from: 'x@appkit.localhost' })
    await expect(sender.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow(
      /ECONNREFUSED/,
    )
    sender.close()
  })
})
