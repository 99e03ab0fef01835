import { useLocaleState, useRecordContext } from 'react-admin'
import type { Product } from '@spinroom/schemas'
import { formatPrice } from '../../points/token-bundle/price.ts'

/** The record's price in its currency, in the console's locale. */
export const PriceField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const [locale] = useLocaleState()
  const record = useRecordContext<Pick<Product, 'price' | 'currency'>>()
  return record ? <>{formatPrice(record.price, record.currency, locale)}</> : null
}
