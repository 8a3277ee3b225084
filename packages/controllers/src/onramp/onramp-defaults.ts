import type { OnrampOptions } from '../types/onramp-api.js'

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
]

/** What the Buy view offers when the options cannot be read (spec §7): spec §9's limits, USD and EUR. */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
        { name: 'optimism', display_name: 'Optimism', chain_id: '10', contract_address: '' },
        { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161', contract_address: '' },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
}
