import { describe, expect, it } from 'vitest'
import { qrPath } from './qr-code.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'

describe('qrPath', () => {
  it('draws a square code large enough for a pairing URI', () => {
    const { path, size } = qrPath(URI)
    expect(size).toBeGreaterThanOrEqual(57)
    expect(size % 4).toBe(1) // QR sizes are 4·version + 17
    expect(path.startsWith('M0 0h1v1h-1z')).toBe(true) // the top-left finder pattern is dark
  })

  it('is the same for the same URI and differs for another', () => {
    expect(qrPath(URI).path).toBe(qrPath(URI).path)
    expect(qrPath(`${URI}1`).path).not.toBe(qrPath(URI).path)
  })
})
