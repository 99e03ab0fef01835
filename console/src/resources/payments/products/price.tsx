import { useLocaleState, useRecordContext } from 'react-admin'
import { formatPrice } from '@spinroom/schemas'

/** The record's amount at `source` (in minor units) in its currency, in the console's locale. */
export const PriceField = ({ source }: { source: 'price' | 'amount'; label?: string; sortable?: boolean }) => {
  const [locale] = useLocaleState()
  const record = useRecordContext<{ price?: number; amount?: number; currency: string }>()
  const value = record?.[source]
  return record && typeof value === 'number' ? <>{formatPrice(value, record.currency, locale)}</> : null
}
