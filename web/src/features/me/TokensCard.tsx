import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import TollIcon from '@mui/icons-material/Toll'
import { routes, type TokenTransaction } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { useCall } from '../../api/queries.ts'
import { useFormat } from '../language/useFormat.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { Section } from '../shared/Section.tsx'
import { balanceEffect, purchasedConsumable, readSource } from './token-history.ts'

const PAGE = 10
const MAX = 100

/** A row's title: its reason, the consumable's name for a purchase, else what kind of row it is. */
function EntryTitle({ entry }: { entry: TokenTransaction }) {
  const { t } = useTranslation()
  const consumableId = purchasedConsumable(entry.reason)
  const consumable = useCall(
    routes.points.getConsumable,
    { params: { id: consumableId ?? '' } },
    { enabled: consumableId !== null, staleTime: 10 * 60_000 }
  )
  if (consumableId) return <>{t('me.tokens.bought', { name: consumable.data?.name ?? t('me.tokens.consumable') })}</>
  return <>{entry.reason ?? t(`me.tokens.type.${entry.type}`)}</>
}

function HistoryRow({ entry, ownId }: { entry: TokenTransaction; ownId: string }) {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const effect = balanceEffect(entry.type, entry.amount)
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: effect === 0 ? 'never' : 'always' })
  return (
    <ListItem
      disableGutters
      divider
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'center' }}
      data-testid="token-entry"
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <EntryTitle entry={entry} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`me.tokens.type.${entry.type}`)} · {t(`me.tokens.source.${readSource(entry.source, ownId)}`)} ·{' '}
          {format.dateTime(new Date(entry.createdAt))}
        </Typography>
      </Box>
      <Typography
        sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        color={effect > 0 ? 'success.main' : effect < 0 ? 'secondary.light' : 'text.secondary'}
      >
        {number.format(effect === 0 ? entry.amount : effect)}
      </Typography>
    </ListItem>
  )
}

/** The token balance and its history, newest first (every user has an account: seed 000 §1). */
export function TokensCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation()
  const [limit, setLimit] = useState(PAGE)
  const account = useCall(routes.points.getOwnTokenAccount)
  const history = useCall(
    routes.points.listOwnTokenTransactions,
    { query: { limit } },
    { enabled: account.isSuccess, placeholderData: (previous) => previous }
  )
  return (
    <Section id="tokens" title={t('me.tokens.title')}>
      <LoadState query={account}>
        {account.data && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <TollIcon color="warning" sx={{ fontSize: 36 }} aria-hidden />
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-testid="token-balance">
              {new Intl.NumberFormat(i18n.resolvedLanguage).format(account.data.balance)}
            </Typography>
            <Typography color="text.secondary">{t('me.tokens.unit')}</Typography>
            {account.data.status === 'disabled' && (
              <Chip size="small" color="warning" label={t('me.tokens.disabled')} />
            )}
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 2 }}>
          {t('me.tokens.history')}
        </Typography>
        <LoadState query={history}>
          {history.data && history.data.data.length === 0 && (
            <Typography color="text.secondary">{t('me.tokens.empty')}</Typography>
          )}
          <List dense aria-label={t('me.tokens.history')}>
            {history.data?.data.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} ownId={userId} />
            ))}
          </List>
          {history.data && history.data.total > history.data.data.length && limit < MAX && (
            <Button size="small" onClick={() => setLimit((shown) => Math.min(MAX, shown + PAGE))}>
              {t('me.tokens.more')}
            </Button>
          )}
        </LoadState>
      </LoadState>
    </Section>
  )
}
