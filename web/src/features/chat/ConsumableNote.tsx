import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import RedeemIcon from '@mui/icons-material/Redeem'
import { useTranslation } from 'react-i18next'
import { routes } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { useIdentity } from '../session/useSession.ts'

/** Seed 002 §9: consumables come in pages of 32 (the room's extras panel reads the same page, one cache entry). */
const page = { limit: 32 }

/** A consumable a message carries: its picture and name from the catalogue, or a plain "an extra". */
export function ConsumableNote({ consumableId }: { consumableId: string }) {
  const { t } = useTranslation()
  const { isLoggedIn } = useIdentity()
  const catalogue = useCall(routes.points.listConsumables, { query: page }, { enabled: isLoggedIn })
  const consumable = catalogue.data?.data.find((c) => c.id === consumableId)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }} data-testid="chat-consumable">
      <Avatar variant="rounded" src={consumable?.imageUrl ?? undefined} alt="" sx={{ width: 28, height: 28 }}>
        <RedeemIcon fontSize="small" />
      </Avatar>
      <Typography variant="body2" color="text.secondary">
        {consumable ? t('chat.consumable', { name: consumable.name }) : t('chat.consumableUnknown')}
      </Typography>
    </Box>
  )
}
