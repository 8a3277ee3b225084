import type { AddressInfo } from 'node:net'
import { createServer, type Socket } from 'node:net'

// Test-only: a minimal SMTP server on 127.0.0.1 that keeps what it is sent (RFC 5321's few
// commands nodemailer uses without auth or TLS), so a test reads the mail a person would.

export interface CapturedMail {
  to: string[]
  data: string
}

export interface SmtpCapture {
  url: string
  mails: CapturedMail[]
  close(): Promise<void>
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let to: string[] = []
    let data: string[] | undefined
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 capture ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line === '.') {
            mails.push({ to, data: data.join('\n') })
            data = undefined
            to = []
            reply('250 queued')
          } else data.push(line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        // nodemailer greets with EHLO; every other command it sends (MAIL FROM, RSET) is just "250 ok".
        if (verb === 'RCPT') {
          to.push(line.slice(line.indexOf('<') + 1, line.lastIndexOf('>')))
          reply('250 ok')
        } else if (verb === 'DATA') {
          data = []
          reply('354 go on')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
