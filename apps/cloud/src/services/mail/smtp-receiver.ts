import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

/** What one SMTP transaction delivered: the raw message and its envelope. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), as the client sent them. */
  recipients: string[]
  /** Envelope sender (MAIL FROM); empty for a bounce. */
  envelopeFrom: string
  raw: Buffer
}

export interface SmtpReceiverOptions {
  host: string
  /** 0 picks a free port. */
  port: number
  /** Stores the mail; a rejection answers the client 451, so its sender sees the failure. */
  onMail(mail: ReceivedMail): Promise<void>
  /** Larger messages are refused (552); one-time-code mails are a few KB. */
  maxBytes?: number
}

export interface RunningSmtp {
  host: string
  port: number
  /** smtp://host:port, the SMTP_URL that sends to this server. */
  url: string
  close(): Promise<void>
}

export const MAX_MAIL_BYTES = 1024 * 1024

/**
 * A receive-only SMTP server for the local inbox: plain SMTP (no STARTTLS: it listens on loopback
 * only), no authentication, every recipient accepted. It relays nothing anywhere.
 */
export function startSmtpReceiver(options: SmtpReceiverOptions): Promise<RunningSmtp> {
  const maxBytes = options.maxBytes ?? MAX_MAIL_BYTES
  const server = new SMTPServer({
    banner: 'AppKit cloud local inbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxBytes,
    logger: false,
    // A client that keeps its connection open must not hold up the cloud's stop.
    closeTimeout: 500,
    onData(stream, session, callback) {
      receive(stream, session, options.onMail).then(
        () => callback(),
        (error: Error) => callback(error),
      )
    },
  })
  // A broken client connection is that client's problem, never a crash of the cloud.
  server.on('error', () => undefined)

  return new Promise((resolve, reject) => {
    const listening = server.server
    listening.once('error', reject)
    server.listen(options.port, options.host, () => {
      listening.off('error', reject)
      const port = (listening.address() as AddressInfo).port
      let closing: Promise<void> | undefined
      resolve({
        host: options.host,
        port,
        url: `smtp://${options.host}:${port}`,
        close: () => {
          closing ??= new Promise((done) => server.close(() => done()))
          return closing
        },
      })
    })
  })
}

async function receive(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  onMail: SmtpReceiverOptions['onMail'],
): Promise<void> {
  const chunks: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
  if (stream.sizeExceeded) throw smtpError(552, 'Message too large')
  const { envelope } = session
  try {
    await onMail({
      recipients: envelope.rcptTo.map((recipient) => recipient.address),
      envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
      raw: Buffer.concat(chunks),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw smtpError(451, `Could not store the message: ${reason}`)
  }
}

/** smtp-server answers an Error's `responseCode` to the client. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode })
}
