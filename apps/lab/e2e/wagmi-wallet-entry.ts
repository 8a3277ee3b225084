// The test wallet for the wagmi example's page, bundled by wagmi-wallet.ts: the example is a plain
// dapp and installs no test code, so the test puts a "browser extension" in it, as a user has one.
import { installTestWallet, TEST_ACCOUNTS } from '@appkit/testing'

const query = new URLSearchParams(location.search)
installTestWallet({
  name: 'AppKit Test Wallet',
  rdns: 'org.appkit.testwallet',
  privateKey: TEST_ACCOUNTS[0]!.privateKey,
  // It knows the first chain only: switching to the second asks the user to add it.
  chains: [{ id: 31337, rpcUrl: query.get('rpcA')!, name: 'Anvil' }],
})
