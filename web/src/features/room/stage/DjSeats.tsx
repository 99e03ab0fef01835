import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import EventSeatIcon from '@mui/icons-material/EventSeat'
import { useTranslation } from 'react-i18next'
import type { LiveRoomState } from '@spinroom/schemas'
import { memberOf } from '../live-users.ts'
import { MemberAvatar } from '../members/MemberAvatar.tsx'

interface Props {
  live: LiveRoomState
  meUuid: string
  onSelect: (uuid: string) => void
}

/** The DJ seats: the DJs on stage in their turn order, the one playing marked, then the free seats. */
export function DjSeats({ live, meUuid, onSelect }: Props) {
  const { t } = useTranslation()
  const free = Math.max(0, live.settings.numberOfDjs - live.visibleDjs.length)
  const playing = live.nowPlaying ? live.djs[0]?.uuid : undefined
  return (
    <Card component="section" aria-labelledby="dj-seats-title">
      <CardContent>
        <Typography id="dj-seats-title" variant="overline" color="text.secondary" component="h2">
          {t('room.stage.djs')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1 }} data-testid="dj-seats">
          {live.visibleDjs.map((dj) => {
            const member = memberOf(live, dj.uuid)
            const isPlaying = dj.uuid === playing
            return (
              <MemberAvatar
                key={dj.uuid}
                member={
                  dj.uuid === meUuid ? { ...member, nickname: `${member.nickname} (${t('room.stage.you')})` } : member
                }
                size={56}
                highlight={isPlaying}
                caption={isPlaying ? t('room.stage.playing') : undefined}
                onSelect={onSelect}
              />
            )
          })}
          {Array.from({ length: free }, (_, i) => (
            <Box
              key={`free-${i}`}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', p: 0.5, color: 'text.secondary' }}
            >
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: '50%',
                  border: '2px dashed',
                  borderColor: 'divider',
                  display: 'grid',
                  placeItems: 'center'
                }}
              >
                <EventSeatIcon aria-hidden />
              </Box>
              <Typography variant="caption" sx={{ mt: 0.5 }}>
                {t('room.stage.freeSeat')}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  )
}
