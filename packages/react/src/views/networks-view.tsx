import { NetworkList } from './network-list.js'

export function NetworksView() {
  return <NetworkList />
}
