import { useEffect, useState } from 'react'
import Alert from '@mui/material/Alert'
import { useTranslation } from 'react-i18next'
import { queryClient } from '../../api/query-client.ts'

const outcomes = ['success', 'cancel', 'portal'] as const
type Outcome = (typeof outcomes)[number]

/** Back from the provider's page (`?checkout=…`): what happened, and fresh tokens and subscription shortly after. */
export function CheckoutNotice() {
  const { t } = useTranslation()
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const value = new URLSearchParams(window.location.search).get('checkout')
    return outcomes.find((o) => o === value) ?? null
  })
  useEffect(() => {
    if (!outcome) return
    // The provider's webhook may land a moment after the buyer: read again then.
    const timer = setTimeout(() => void queryClient.invalidateQueries(), 1500)
    void queryClient.invalidateQueries()
    return () => clearTimeout(timer)
  }, [outcome])
  if (!outcome) return null
  return (
    <Alert
      severity={outcome === 'cancel' ? 'info' : 'success'}
      onClose={() => setOutcome(null)}
      data-testid="checkout-notice"
    >
      {t(`payments.returned.${outcome}`)}
    </Alert>
  )
}
