import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { useTranslation } from 'react-i18next'
import type { LiveRoomCard } from '@spinroom/schemas'
import { ListenerCount } from '../rooms/ListenerCount.tsx'
import { roomBackdrop } from '../rooms/room-design.ts'
import { artworkOf } from '../rooms/room-live.ts'
import { DjFaces } from './DjFaces.tsx'

interface Props {
  room: LiveRoomCard
  /** This room is being opened. */
  opening: boolean
  disabled: boolean
  onListen: (room: LiveRoomCard) => void
}

/**
 * A live room the visitor can hear with one tap anywhere on it: its song and artwork, its DJs and how many listen (the
 * card's text is its button's name).
 */
export function LiveRoomTile({ room, opening, disabled, onListen }: Props) {
  const { t } = useTranslation()
  const song = room.song
  return (
    <Card component="article" data-testid="front-door-room" data-slug={room.slug} sx={{ height: '100%' }}>
      <CardActionArea
        disabled={disabled}
        onClick={() => onListen(room)}
        sx={{ height: '100%', display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', minWidth: 0 }}
      >
        <Box
          sx={{
            background: roomBackdrop(room.design, room.posterUrl),
            width: { xs: 96, sm: 148 },
            flexShrink: 0,
            display: 'grid',
            placeItems: 'center',
            p: 1.5
          }}
        >
          <Avatar
            variant="rounded"
            src={artworkOf(song)}
            alt=""
            sx={{
              width: { xs: 72, sm: 112 },
              height: { xs: 72, sm: 112 },
              boxShadow: '0 12px 32px rgba(0,0,0,0.45)',
              bgcolor: 'rgba(13,11,20,0.4)'
            }}
          >
            <MusicNoteIcon fontSize="large" />
          </Avatar>
        </Box>
        <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" noWrap sx={{ lineHeight: 1.6 }}>
            {room.name}
          </Typography>
          {song ? (
            <Box sx={{ minWidth: 0 }} data-testid="front-door-song">
              <Typography noWrap sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.2rem' } }}>
                {song.trackName}
              </Typography>
              <Typography noWrap variant="body2" color="text.secondary">
                {song.artistName}
              </Typography>
            </Box>
          ) : (
            <Typography color="text.secondary">{t('frontDoor.choosing')}</Typography>
          )}
          <DjFaces djs={room.djs} />
          <Box sx={{ mt: 'auto', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              <ListenerCount room={room} />
            </Box>
            <Box
              sx={{
                height: 36,
                pl: 1,
                pr: 1.75,
                flexShrink: 0,
                borderRadius: 18,
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: '#fff',
                fontWeight: 700,
                fontSize: '0.875rem',
                background: 'linear-gradient(135deg, #ff4d8d 0%, #7c4dff 100%)'
              }}
            >
              {opening ? <CircularProgress size={18} color="inherit" /> : <PlayArrowIcon fontSize="small" />}
              {t('frontDoor.listen')}
            </Box>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  )
}
