import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { formatPrice, type Product } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'

interface Props {
  plan: Product
  /** Left out where payments are not set up: the plan is shown without a button that cannot work. */
  onSubscribe?: () => void
  busy: boolean
}

/** A subscription plan: its name, its price per interval and a button to its checkout. */
export function PlanRow({ plan, onSubscribe, busy }: Props) {
  const { t, i18n } = useTranslation()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="plan">
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`payments.per.${plan.interval ?? 'month'}`, {
            price: formatPrice(plan.price, plan.currency, i18n.resolvedLanguage)
          })}
        </Typography>
      </Box>
      {onSubscribe && (
        <Button variant="contained" disabled={busy} onClick={onSubscribe}>
          {t('payments.subscription.subscribe')}
        </Button>
      )}
    </Box>
  )
}
