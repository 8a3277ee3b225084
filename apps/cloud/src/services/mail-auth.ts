import type { Database } from '../db/database.js'
import type { Service } from '../http/service.js'
import { DEFAULT_MAIL_FROM, DEFAULT_SECURE_SITE_ORIGIN, type MailAuthConfig } from '../mail-auth-config.js'
import type { AuthLimits } from './auth/auth-limits.js'
import { loadAuthSecret } from './auth/auth-secret.js'
import { authService } from './auth/auth-service.js'
import type { SocialConfig } from './auth/social/social-config.js'
import { deliverToInbox } from './mail/inbox-delivery.js'
import { inboxService } from './mail/inbox-service.js'
import { createMailSender, type MailSender } from './mail/mail-sender.js'
import { type RunningSmtp, startSmtpReceiver } from './mail/smtp-receiver.js'
import { DEFAULT_ALLOWED_ORIGINS } from './origins/allowed-origins.js'
import { originsService } from './origins/origins-service.js'

export interface MailAuthOptions {
  host: string
  config: MailAuthConfig
  /** The cloud's database, once open. */
  db: Promise<Database>
  dataDir: { path: string; temporary: boolean }
  limits?: Partial<AuthLimits>
  /** The identity providers of social login, once known (the cloud's own dev issuers follow its URL). */
  social?: Promise<SocialConfig>
}

export interface MailAuth {
  /** The auth API, the origins endpoint and (unless INBOX=off) the inbox, for the cloud's server. */
  services: Service[]
  /** The cloud's own SMTP server; undefined with INBOX=off. */
  smtp: { host: string; port: number; url: string } | undefined
  /** The mail sender the auth API uses, for the cloud's other mail (sign-in's email codes). */
  mail: MailSender
  /** The auth secret (auth-secret.ts), for the other services that pepper codes or sign state. */
  secret: Uint8Array
  /** Closes the SMTP server and the mail sender; after the HTTP server, before the database. */
  close(): Promise<void>
}

/**
 * The services the embedded (email) wallet needs: the SMTP server that fills the local inbox (it
 * listens at once, so its port is known), the mail sender (to SMTP_URL, or that server), the auth
 * API, and the allowed origins. What they keep is in the cloud's database.
 */
export async function startMailAuth(options: MailAuthOptions): Promise<MailAuth> {
  const { config, db } = options
  // Each service reads the outcome itself; a failed start must not also be an unhandled rejection.
  db.catch(() => undefined)
  const inbox = config.inbox ?? true
  if (!inbox && config.smtpUrl === undefined) throw new Error('INBOX=off needs SMTP_URL')
  const secret = await loadAuthSecret({ configured: config.authSecret, ...dataDirOf(options) })
  let smtp: RunningSmtp | undefined
  if (inbox)
    smtp = await startSmtpReceiver({
      host: options.host,
      port: config.smtpPort ?? 0,
      onMail: deliverToInbox(db),
    })
  const mail = createMailSender({
    url: config.smtpUrl ?? smtp!.url,
    from: config.mailFrom ?? DEFAULT_MAIL_FROM,
  })

  const services: Service[] = [
    authService({
      db,
      mail,
      secret,
      secureSiteOrigin: config.secureSiteOrigin ?? DEFAULT_SECURE_SITE_ORIGIN,
      publicUrl: config.publicUrl,
      trustedProxies: config.trustedProxies,
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.social ? { social: options.social } : {}),
    }),
    originsService({
      db,
      defaults: config.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
      projects: config.projectOrigins,
    }),
    ...(inbox ? [inboxService({ db })] : []),
  ]
  let closing: Promise<void> | undefined
  return {
    services,
    smtp: smtp && { host: smtp.host, port: smtp.port, url: smtp.url },
    mail,
    secret,
    close() {
      closing ??= (async () => {
        mail.close()
        await smtp?.close()
      })()
      return closing
    },
  }
}

function dataDirOf(options: MailAuthOptions) {
  return { dataDir: options.dataDir.path, temporary: options.dataDir.temporary }
}
