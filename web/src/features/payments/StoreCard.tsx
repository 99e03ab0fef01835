import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatPrice, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useCall } from '../../api/queries.ts'
import { useFailureText } from '../session/useAttempt.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { Section } from '../shared/Section.tsx'
import { usePaymentSettings, useRedirectTo } from './useCheckout.ts'

/** Token bundles for sale: a purchase goes to the provider's checkout and the tokens arrive once it is paid. */
export function StoreCard() {
  const { t, i18n } = useTranslation()
  const failureText = useFailureText()
  const settings = usePaymentSettings()
  const products = useCall(routes.payments.listProducts, { query: { limit: 50 } })
  const buy = useRedirectTo(routes.payments.checkoutProduct)
  const bundles = products.data?.data.filter((p) => p.paymentType === 'one_time' && p.tokenBundleId) ?? []
  const payable = settings.data?.stripe === true
  return (
    <Section id="store" title={t('payments.store.title')}>
      <LoadState query={products}>
        <Stack spacing={1.5}>
          {!payable && settings.isSuccess && <Alert severity="info">{t('payments.notConfigured')}</Alert>}
          {products.isSuccess && bundles.length === 0 && (
            <Typography color="text.secondary">{t('payments.store.empty')}</Typography>
          )}
          {bundles.map((product) => (
            <Box key={product.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="store-product">
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
                {product.description && (
                  <Typography variant="body2" color="text.secondary">
                    {product.description}
                  </Typography>
                )}
              </Box>
              {payable && (
                <Button
                  variant="contained"
                  disabled={buy.isPending}
                  onClick={() => buy.mutate({ params: { id: product.id }, body: {} })}
                >
                  {t('payments.store.buy', {
                    price: formatPrice(product.price, product.currency, i18n.resolvedLanguage)
                  })}
                </Button>
              )}
            </Box>
          ))}
          {buy.error && <Alert severity="error">{failureText(buy.error)}</Alert>}
        </Stack>
      </LoadState>
    </Section>
  )
}
