import { useEffect, useRef } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { playerPaths, routes } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { useCall } from '../../api/queries.ts'
import { useFailureText } from '../session/useAttempt.ts'
import { useIdentity } from '../session/useSession.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { Section } from '../shared/Section.tsx'
import { plansNamed } from './plan-choice.ts'
import { PlanRow } from './PlanRow.tsx'
import { usePaymentSettings, useRedirectTo } from './useCheckout.ts'

/** What the page has to say instead of a checkout, if anything. */
function useSubscribeNotice(plan: string) {
  const { t } = useTranslation()
  const settings = usePaymentSettings()
  const own = useCall(routes.payments.ownSubscription)
  const plans = useCall(routes.payments.listPlans)
  const named = plans.data ? plansNamed(plans.data, plan) : []
  const notice = own.data?.subscription
    ? t('payments.subscribePlan.already')
    : plans.isSuccess && named.length === 0
      ? t('payments.subscribePlan.unknown', { plan })
      : settings.data?.stripe === false
        ? t('payments.notConfigured')
        : null
  const ready = own.isSuccess && plans.isSuccess && settings.isSuccess
  return { named, notice, ready, own, plans }
}

/** A link's `subscribe-plan/{plan}` (seed 002 §2): that plan's checkout, or a choice when {plan} names several. */
function SubscribePlan({ plan }: { plan: string }) {
  const { t } = useTranslation()
  const failureText = useFailureText()
  const { named, notice, ready, own, plans } = useSubscribeNotice(plan)
  const subscribe = useRedirectTo(routes.payments.subscriptionCheckout)
  const started = useRef(false)
  const only = ready && !notice && named.length === 1 ? named[0] : null
  useEffect(() => {
    if (!only || started.current) return
    started.current = true
    subscribe.mutate({ params: { id: only.id } })
  }, [only, subscribe])

  return (
    <LoadState query={own.isError ? own : plans}>
      <Stack spacing={2}>
        {notice && <Alert severity="info">{notice}</Alert>}
        {only && !subscribe.isError && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} role="status">
            <CircularProgress size={22} aria-hidden />
            <Typography>{t('payments.subscribePlan.opening', { name: only.name })}</Typography>
          </Box>
        )}
        {ready &&
          !only &&
          !own.data?.subscription &&
          named.map((p) => (
            <PlanRow
              key={p.id}
              plan={p}
              busy={subscribe.isPending}
              onSubscribe={notice ? undefined : () => subscribe.mutate({ params: { id: p.id } })}
            />
          ))}
        {subscribe.error && <Alert severity="error">{failureText(subscribe.error)}</Alert>}
        <Box>
          <Button component={Link} to={playerPaths.me}>
            {t('payments.subscribePlan.toMe')}
          </Button>
        </Box>
      </Stack>
    </LoadState>
  )
}

export default function SubscribePlanScreen() {
  const { t } = useTranslation()
  const { plan = '' } = useParams()
  const identity = useIdentity()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <Section id="subscribe-plan" title={t('payments.subscribePlan.title')}>
        {identity.isLoggedIn ? (
          <SubscribePlan plan={plan} />
        ) : (
          <Alert severity="info">{t('payments.subscribePlan.signIn')}</Alert>
        )}
      </Section>
    </Container>
  )
}
