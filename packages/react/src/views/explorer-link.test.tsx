// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { network } from '../test/stub-adapter.js'
import { ExplorerLink } from './explorer-link.js'

const withExplorer = {
  ...network(1),
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

describe('ExplorerLink', () => {
  it("names the network's explorer and opens its page in a new tab", () => {
    render(<ExplorerLink network={withExplorer} url="https://etherscan.io/tx/0x1" testId="link" />)
    const link = screen.getByTestId('link')
    expect(link.textContent).toBe('View on Etherscan')
    expect(link.getAttribute('href')).toBe('https://etherscan.io/tx/0x1')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('renders nothing without a page or an explorer to name', () => {
    const { container } = render(
      <ExplorerLink network={network(1)} url="https://x.test/tx/1" testId="link" />,
    )
    render(<ExplorerLink network={withExplorer} url={undefined} testId="link" />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByTestId('link')).toBeNull()
  })
})
