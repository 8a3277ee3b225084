import { createTransport } from 'nodemailer'
import { RecoveryMailUnavailableError } from './errors.js'

/** Sends the recovery code; this server's own mail, never the cloud's API. */
export interface RecoveryMailer {
  send(to: string, code: string): Promise<void>
}

export interface RecoveryMailerOptions {
  /** SECURE_SITE_SMTP_URL (nodemailer's URL, smtp://host:port); read at each mail (tests start it late). */
  smtpUrl: string | undefined | (() => string | undefined)
  /** SECURE_SITE_MAIL_FROM. */
  from: string
}

/** The subject leads with the code, as the cloud's login mails do, so a person finds it at a glance. */
export function recoveryMail(code: string) {
  return {
    subject: `${code} is your wallet recovery code`,
    text: [
      `Your wallet recovery code is ${code}.`,
      '',
      'A device is asking to recover your embedded wallet. Enter this code only on a device you are',
      'using now. It works once, for 10 minutes. If you did not ask for it, ignore this mail: without',
      'the code nobody can recover your wallet, and your other devices keep working.',
    ].join('\n'),
  }
}

export function createRecoveryMailer(options: RecoveryMailerOptions): RecoveryMailer {
  return {
    async send(to, code) {
      const url = typeof options.smtpUrl === 'function' ? options.smtpUrl() : options.smtpUrl
      if (!url) throw new RecoveryMailUnavailableError()
      // One connection per mail: recovery is rare.
      const transport = createTransport(url)
      try {
        await transport.sendMail({ from: options.from, to, ...recoveryMail(code) })
      } catch {
        throw new RecoveryMailUnavailableError()
      } finally {
        transport.close()
      }
    },
  }
}
