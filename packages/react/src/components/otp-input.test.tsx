// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { clearAt, codeDigits, OtpInput } from './otp-input.js'

function Harness({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial)
  return (
    <>
      <OtpInput length={6} value={code} onChange={setCode} />
      <output data-testid="code">{code}</output>
    </>
  )
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement
const boxes = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value)
const code = () => screen.getByTestId('code').textContent

describe('OtpInput', () => {
  it('Inputs: the code gets one box per digit, each labelled, the first offered the mailed code by autofill', () => {
    render(<Harness />)
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code')
    expect(box(1).getAttribute('inputmode')).toBe('numeric')
  })

  it('Inputs: a pasted code fills every box, whichever box it lands in', () => {
    render(<Harness />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 123 456 ' } })
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(document.activeElement).toBe(box(6))
    fireEvent.paste(box(3), { clipboardData: { getData: () => '99' } })
    expect(code()).toBe('129956')
  })

  it('typing a digit moves to the next box; a letter is not taken', () => {
    render(<Harness />)
    fireEvent.change(box(1), { target: { value: '7' } })
    expect(document.activeElement).toBe(box(2))
    fireEvent.change(box(2), { target: { value: 'x' } })
    expect(boxes()).toEqual(['7', '', '', '', '', ''])
    expect(document.activeElement).toBe(box(2))
  })

  it('a digit typed beside the one a box holds replaces it', () => {
    render(<Harness initial="12" />)
    fireEvent.change(box(1), { target: { value: '15' } })
    fireEvent.change(box(2), { target: { value: '82' } })
    expect(code()).toBe('58')
  })

  it('Backspace on an empty box goes back and clears the digit there', () => {
    render(<Harness initial="123" />)
    box(4).focus()
    fireEvent.keyDown(box(4), { key: 'Backspace' })
    expect(code()).toBe('12')
    expect(document.activeElement).toBe(box(3))
    fireEvent.keyDown(box(3), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(box(2))
    fireEvent.keyDown(box(2), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(box(3))
  })

  it('a digit cleared in the middle keeps the others in their boxes', () => {
    render(<Harness initial="123456" />)
    fireEvent.change(box(3), { target: { value: '' } })
    expect(boxes()).toEqual(['1', '2', '', '4', '5', '6'])
  })
})

describe('codeDigits and clearAt', () => {
  it('keep the digits up to the length, and a cleared box as a space, none at the end', () => {
    expect(codeDigits('12-34 ab 5678', 6)).toBe('123456')
    expect(clearAt('123', 1)).toBe('1 3')
    expect(clearAt('123', 2)).toBe('12')
  })
})
