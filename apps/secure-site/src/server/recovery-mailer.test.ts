import { describe, expect, it } from 'vitest'
import { createRecoveryMailer, recoveryMail } from './recovery-mailer.js'

// The mail through a real SMTP server is in src/integration (the cloud's inbox).
describe('the recovery mailer', () => {
  it('leads the subject with the code and says what to do if it was not asked for', () => {
    const mail = recoveryMail('01234567')
    expect(mail.subject).toBe('01234567 is your wallet recovery code')
    expect(mail.text).toContain('If you did not ask for it, ignore this mail')
  })

  it('without SECURE_SITE_SMTP_URL, or with a server that does not answer, refuses with RECOVERY_MAIL_UNAVAILABLE', async () => {
    await expect(
      createRecoveryMailer({ smtpUrl: undefined, from: 'x@y.test' }).send('a@b.test', '1'),
    ).rejects.toMatchObject({ code: 'RECOVERY_MAIL_UNAVAILABLE', status: 503 })
    await expect(
      createRecoveryMailer({ smtpUrl: () => 'smtp://127.0.0.1:1', from: 'x@y.test' }).send('a@b.test', '1'),
    ).rejects.toMatchObject({ code: 'RECOVERY_MAIL_UNAVAILABLE' })
  })
})
