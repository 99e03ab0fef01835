import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { Room } from '@spinroom/schemas'

/** "Promoted" as a chip, so a promoted room stands out in the list and on its page. */
export const PromotedChip = (_props: { label?: string }) => {
  const room = useRecordContext<Room>()
  const translate = useTranslate()
  if (!room?.promoted) return null
  return (
    <Chip size="small" color="secondary" label={translate('spinroom.rooms.promoted')} data-testid="promoted-chip" />
  )
}
