import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import TollIcon from '@mui/icons-material/Toll'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { routes, type Consumable } from '@spinroom/schemas'
import { useErrorText } from '../../../api/useErrorText.ts'
import { callKey, useCall, useCallMutation } from '../../../api/queries.ts'
import { LoadState } from '../../shared/LoadState.tsx'
import { useIdentity } from '../../session/useSession.ts'

/** Seed 002 §9: consumables come in pages of 32. */
const page = { limit: 32 }

/** Extras sent to the room, paid with tokens: the balance and the catalogue. */
export function ConsumablesPanel({ roomUuid }: { roomUuid: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const identity = useIdentity()
  const queryClient = useQueryClient()
  const account = useCall(routes.points.getOwnTokenAccount, undefined, { enabled: identity.isLoggedIn })
  const catalogue = useCall(routes.points.listConsumables, { query: page }, { enabled: identity.isLoggedIn })
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  const purchase = useCallMutation(routes.points.purchaseConsumable, {
    onSuccess: (result) => queryClient.setQueryData(callKey(routes.points.getOwnTokenAccount), result.account)
  })

  if (!identity.isLoggedIn)
    return (
      <Alert severity="info" variant="outlined">
        {t('room.tokens.signIn')}
      </Alert>
    )

  const buy = (consumable: Consumable) => {
    const own = account.data
    // Seed 002 §5: a purchase needs a loaded token account.
    if (!own) return setNotice({ severity: 'error', text: t('room.tokens.noAccount') })
    setNotice(null)
    purchase.mutate(
      {
        body: {
          roomUuid,
          consumableId: consumable.id,
          accountId: own.id,
          tokenCost: consumable.tokenCost,
          balanceUnmodifiedSince: own.updatedAt,
          lastTokenBalance: own.balance
        }
      },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t('room.tokens.bought', { name: consumable.name }) }),
        onError: (error) => {
          setNotice({ severity: 'error', text: errorText(error) })
          void account.refetch()
        }
      }
    )
  }

  return (
    <Card component="section" aria-labelledby="tokens-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="tokens-title" variant="overline" color="text.secondary" component="h2">
            {t('room.tokens.title')}
          </Typography>
          {account.data && (
            <Chip
              icon={<TollIcon />}
              color="secondary"
              label={t('room.tokens.balance', { balance: account.data.balance })}
              data-testid="token-balance"
            />
          )}
        </Stack>
        {account.isError && (
          <Alert
            severity="warning"
            sx={{ mb: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void account.refetch()}>
                {t('room.join.retry')}
              </Button>
            }
          >
            {t('room.tokens.noAccount')}
          </Alert>
        )}
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 1 }} onClose={() => setNotice(null)} data-testid="token-notice">
            {notice.text}
          </Alert>
        )}
        <LoadState query={catalogue}>
          {catalogue.data?.data.length === 0 && (
            <Typography color="text.secondary">{t('room.tokens.empty')}</Typography>
          )}
          <Stack spacing={1}>
            {catalogue.data?.data.map((consumable) => (
              <Box key={consumable.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar variant="rounded" src={consumable.imageUrl ?? undefined} alt="">
                  <TollIcon />
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap sx={{ fontWeight: 600 }}>
                    {consumable.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {consumable.tokenCost
                      ? t('room.tokens.cost', { count: consumable.tokenCost })
                      : t('room.tokens.free')}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={purchase.isPending}
                  onClick={() => buy(consumable)}
                  aria-label={t('room.tokens.buy', { name: consumable.name })}
                >
                  {t('room.tokens.send')}
                </Button>
              </Box>
            ))}
          </Stack>
        </LoadState>
      </CardContent>
    </Card>
  )
}
