import { describe, expect, it } from 'vitest'
import { createLogger } from './logger.js'
import { REDACTED } from './redact.js'

const NOW = new Date('2026-11-27T10:00:00.000Z')

function capture(format: 'json' | 'text', level?: 'debug' | 'warn') {
  const lines: string[] = []
  const logger = createLogger({ write: (line) => lines.push(line), format, now: () => NOW, level })
  return { logger, lines }
}

describe('createLogger', () => {
  it('writes one JSON object per event with level, time, service, msg and the fields', () => {
    const { logger, lines } = capture('json')
    logger.child('api').info('request', { requestId: 'r-1', status: 200 })
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 'info',
      time: '2026-11-27T10:00:00.000Z',
      service: 'api',
      msg: 'request',
      requestId: 'r-1',
      status: 200,
    })
  })

  it('never writes a secret, a token or a URL password', () => {
    const { logger, lines } = capture('json')
    logger.error('cannot open postgres://cloud:hunter2@db/appkit', { token: 'abc', authSecret: 'def' })
    expect(lines[0]).not.toMatch(/hunter2|abc|def/)
    expect(JSON.parse(lines[0]!)).toMatchObject({ token: REDACTED, authSecret: REDACTED })
  })

  it('drops events under its level', () => {
    const { logger, lines } = capture('json', 'warn')
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(['warn', 'error'])
  })

  it('writes a line a person reads in text format', () => {
    const { logger, lines } = capture('text', 'debug')
    logger.child('relay').debug('socket closed', { code: 1012, reason: 'restart' })
    logger.warn('plain')
    expect(lines).toEqual([
      '2026-11-27T10:00:00.000Z DEBUG [relay] socket closed code=1012 reason=restart',
      '2026-11-27T10:00:00.000Z WARN [cloud] plain',
    ])
  })
})
