import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import { routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useCall } from '../../api/queries.ts'
import { useFailureText } from '../session/useAttempt.ts'
import { useFormat } from '../language/useFormat.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { Section } from '../shared/Section.tsx'
import { PlanRow } from './PlanRow.tsx'
import { usePaymentSettings, useRedirectTo } from './useCheckout.ts'

/** The caller's subscription (level, status, renewal), the plans to subscribe to, and the billing portal. */
export function SubscriptionCard() {
  const { t } = useTranslation()
  const format = useFormat()
  const failureText = useFailureText()
  const settings = usePaymentSettings()
  const own = useCall(routes.payments.ownSubscription)
  const plans = useCall(routes.payments.listPlans)
  const subscribe = useRedirectTo(routes.payments.subscriptionCheckout)
  const portal = useRedirectTo(routes.payments.billingPortal)
  const sub = own.data?.subscription
  const payable = settings.data?.stripe === true
  const failure = subscribe.error ?? portal.error
  return (
    <Section id="subscription" title={t('payments.subscription.title')}>
      <LoadState query={own}>
        {sub ? (
          <Stack spacing={1}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <WorkspacePremiumIcon color="warning" sx={{ fontSize: 36 }} aria-hidden />
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="subscription-level">
                {t(`payments.level.${sub.level}`)}
              </Typography>
              <Chip size="small" label={t(`payments.status.${sub.status}`, { defaultValue: sub.status })} />
            </Box>
            {sub.currentPeriodEnd && (
              <Typography color="text.secondary">
                {t(sub.cancelAtPeriodEnd ? 'payments.subscription.ends' : 'payments.subscription.renews', {
                  when: format.dateTime(new Date(sub.currentPeriodEnd))
                })}
              </Typography>
            )}
            {sub.provider === 'stripe' && payable && (
              <Box>
                <Button variant="outlined" disabled={portal.isPending} onClick={() => portal.mutate({})}>
                  {t('payments.subscription.manage')}
                </Button>
              </Box>
            )}
          </Stack>
        ) : (
          <Stack spacing={1.5}>
            <Typography color="text.secondary">{t('payments.subscription.none')}</Typography>
            {!payable && settings.isSuccess && <Alert severity="info">{t('payments.notConfigured')}</Alert>}
            {plans.data?.map((plan) => (
              <PlanRow
                key={plan.id}
                plan={plan}
                busy={subscribe.isPending}
                onSubscribe={payable ? () => subscribe.mutate({ params: { id: plan.id } }) : undefined}
              />
            ))}
          </Stack>
        )}
      </LoadState>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failureText(failure)}
        </Alert>
      )}
    </Section>
  )
}
