import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import type { Room } from '@spinroom/schemas'
import { artworkOf, playingDj } from './room-live.ts'

/** What plays in a room (artwork, title, artist) and who is DJing; or that the booth is free. */
export function NowPlaying({ room, djNames, size = 48 }: { room: Room; djNames: Map<string, string>; size?: number }) {
  const { t } = useTranslation()
  const djUuid = playingDj(room)
  const dj = djUuid ? (djNames.get(djUuid) ?? t('rooms.someDj')) : undefined
  const artwork = artworkOf(room.song)
  // A password room shows its inside only to those who may join it: to others nothing plays, which is no invitation.
  if (!room.song && !dj && room.isPasswordProtected)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="room-locked-inside">
        {t('rooms.lockedInside')}
      </Typography>
    )
  if (!room.song && !dj)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="room-idle">
        {t('rooms.idle')}
      </Typography>
    )
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }} data-testid="room-now-playing">
      <Avatar
        variant="rounded"
        src={artwork}
        alt=""
        sx={{ width: size, height: size, bgcolor: 'rgba(255,255,255,0.08)', color: 'text.secondary' }}
      >
        <MusicNoteIcon />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {room.song ? (
          <>
            <Typography noWrap sx={{ fontWeight: 700 }} data-testid="room-song">
              {room.song.trackName}
            </Typography>
            <Typography noWrap variant="body2" color="text.secondary" data-testid="room-artist">
              {room.song.artistName}
            </Typography>
          </>
        ) : (
          <Typography noWrap variant="body2" color="text.secondary">
            {t('rooms.choosingSong')}
          </Typography>
        )}
        {dj && (
          <Typography noWrap variant="caption" color="text.secondary" component="p" data-testid="room-dj">
            {t('rooms.djing', { dj })}
          </Typography>
        )}
      </Box>
    </Box>
  )
}
