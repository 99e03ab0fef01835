const product = {
  id: 'ID',
  name: 'Name',
  description: 'Description',
  paymentType: 'Paid',
  price: 'Price',
  currency: 'Currency',
  interval: 'Billed every',
  subscriptionLevel: 'Level',
  tokenBundleId: 'Token bundle',
  appleProductId: 'App Store product id',
  active: 'On sale',
  createdAt: 'Created',
  updatedAt: 'Updated'
}

/** Payments: products, subscription plans, subscriptions and payments with their ledger entries. */
export const payments = {
  spinroom: {
    payments: {
      month: 'Month',
      year: 'Year',
      price_hint: 'In the currency’s minor units (cents)',
      bundle_hint: 'The tokens a purchase credits',
      apple_hint: 'The same product in the App Store, if sold there',
      active_hint: 'Off: no longer offered; bought ones stay in the history',
      ledger: 'Ledger entries of this payment',
      no_ledger: 'This payment moved no tokens.',
      spent: '%{count} already spent',
      shortfall:
        'The buyer had already spent %{count} of the %{tokens} tokens this refund or dispute should take back: they could not be taken.'
    }
  },
  resources: {
    products: { name: 'Product |||| Products', fields: product },
    'subscription-plans': { name: 'Plan |||| Plans', fields: product },
    subscriptions: {
      name: 'Subscription |||| Subscriptions',
      fields: {
        userUuid: 'Subscriber',
        level: 'Level',
        status: 'Status',
        productId: 'Plan',
        provider: 'Through',
        region: 'Region',
        startedAt: 'Started',
        currentPeriodEnd: 'Paid until',
        cancelAtPeriodEnd: 'Ends then',
        endedAt: 'Ended'
      }
    },
    payments: {
      name: 'Payment |||| Payments',
      fields: {
        createdAt: 'Paid',
        userUuid: 'Buyer',
        productId: 'Product',
        amount: 'Amount',
        status: 'Status',
        provider: 'Through',
        tokens: 'Tokens credited',
        tokensReclaimed: 'Taken back',
        tokensShortfall: 'Shortfall',
        accountId: 'Token account',
        providerPaymentId: 'Provider’s id',
        type: 'Type',
        reason: 'Reason'
      }
    }
  }
}
