import { createTransport } from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends mail; what the auth service needs of a mail server, so the server can be anything. */
export interface MailSender {
  /** Resolves once the server accepted the message; rejects with the server's or the socket's error. */
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

export interface MailSenderOptions {
  /** smtp://host:port, smtps://user:pass@host:465, …: nodemailer's connection URL. */
  url: string
  /** The From header, e.g. `AppKit Lab <no-reply@appkit.localhost>`. */
  from: string
}

/**
 * A mail sender over SMTP (nodemailer). One connection per mail, none kept open: code mails are
 * rare, and an idle pooled connection would only outlive the server it was opened to.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const transport = createTransport(
    {
      url: options.url,
      // A request waits for its mail: an unreachable server must fail it in seconds, not minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
    { from: options.from },
  )
  return {
    async send(mail) {
      await transport.sendMail(mail)
    },
    close() {
      transport.close()
    },
  }
}
