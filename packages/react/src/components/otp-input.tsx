import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'
import { messages } from '../messages.js'

/** The digits of a typed, pasted or autofilled code, at most `length` of them. */
export function codeDigits(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length)
}

/** `code` with its `index`th digit gone, the others in their boxes (a space keeps the place). */
export function clearAt(code: string, index: number): string {
  return `${code.slice(0, index)} ${code.slice(index + 1)}`.replace(/\s+$/, '')
}

/**
 * A one-time code as one box per digit. Typing moves to the next box, Backspace on an empty box
 * goes back and clears it, and a whole code in any box (a paste, the phone's autofill) fills them
 * all from there. The boxes are one field to the caller: `value` is the digits, in order.
 */
export function OtpInput({
  length,
  value,
  onChange,
  readOnly,
  invalid,
  describedBy,
  labelledBy,
}: {
  length: number
  value: string
  onChange: (code: string) => void
  readOnly?: boolean
  invalid?: boolean
  describedBy?: string
  labelledBy?: string
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))]
    box?.focus()
    box?.select()
  }
  // Digits land from `index` on; focus follows the last one written.
  const write = (index: number, text: string) => {
    const digits = codeDigits(text, length - index)
    const before = value.slice(0, index).padEnd(index, ' ')
    const next = (before + digits + value.slice(index + digits.length)).slice(0, length)
    onChange(next.replace(/\s+$/, ''))
    if (digits) focusBox(index + digits.length)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]?.trim() && index > 0) {
      event.preventDefault()
      onChange(clearAt(value, index - 1))
      focusBox(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault()
      focusBox(index + 1)
    }
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    if (!readOnly) write(index, event.clipboardData.getData('text'))
  }
  return (
    <fieldset className="apk-otp" aria-labelledby={labelledBy}>
      {Array.from({ length }, (_, index) => (
        <input
          // The boxes never reorder: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          className="apk-input apk-otp-box"
          // The first box takes a whole code: the tests and the phone's autofill write it there.
          data-testid={index === 0 ? 'code-input' : `code-digit-${index + 1}`}
          aria-label={messages.codeDigit(index + 1, length)}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          value={value[index]?.trim() ?? ''}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const typed = event.currentTarget.value
            // A box holding a digit gets the new one beside it, before or after: keep the new one.
            const current = value[index]?.trim()
            const text =
              current && typed.length === 2 ? (typed.startsWith(current) ? typed[1]! : typed[0]!) : typed
            if (text === '') onChange(clearAt(value, index))
            else write(index, text)
          }}
        />
      ))}
    </fieldset>
  )
}
