import { simpleParser } from 'mailparser'

export interface ParsedMessage {
  from: string
  subject: string
  text: string
  html: string | null
}

/**
 * The parts of a raw RFC 5322 message the inbox shows. Encodings (quoted-printable, base64, charsets,
 * multipart) are undone by mailparser: a mail from any client reads as it was written.
 */
export async function parseMail(raw: Buffer, envelopeFrom = ''): Promise<ParsedMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true })
  return {
    // The header a person reads; the envelope's sender when a message has none.
    from: parsed.from?.text || envelopeFrom,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  }
}
