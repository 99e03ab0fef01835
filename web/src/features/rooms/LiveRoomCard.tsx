import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import GraphicEqIcon from '@mui/icons-material/GraphicEq'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { roomPage, type Room } from '@spinroom/schemas'
import { FavoriteButton } from './FavoriteButton.tsx'
import { ListenerCount } from './ListenerCount.tsx'
import { NowPlaying } from './NowPlaying.tsx'
import { RoomBadges } from './RoomBadges.tsx'
import { roomBackdrop } from './room-design.ts'

/** A live room, big: what plays, who DJs, how many listen, and a clear way in. */
export function LiveRoomCard({ room, djNames }: { room: Room; djNames: Map<string, string> }) {
  const { t } = useTranslation()
  return (
    <Card
      component="article"
      data-testid="live-room-card"
      data-slug={room.slug}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, height: '100%' }}
    >
      <Box
        sx={{
          background: roomBackdrop(room.design, room.posterUrl),
          width: { xs: '100%', sm: 176 },
          minHeight: { xs: 96, sm: 'auto' },
          flexShrink: 0,
          p: 1.5,
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1,
          position: 'relative',
          overflow: 'hidden'
        }}
      >
        <GraphicEqIcon
          aria-hidden
          sx={{
            position: 'absolute',
            right: -12,
            bottom: -16,
            fontSize: { xs: 120, sm: 150 },
            color: 'rgba(255,255,255,0.14)'
          }}
        />
        <RoomBadges room={room} />
        <FavoriteButton room={room} />
      </Box>
      <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minWidth: 0 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h3" sx={{ fontSize: { xs: '1.25rem', sm: '1.45rem' } }} noWrap>
            {room.name}
          </Typography>
          {(room.vibe ?? room.description) && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {room.vibe ?? room.description}
            </Typography>
          )}
        </Box>
        <NowPlaying room={room} djNames={djNames} size={64} />
        <Box
          sx={{
            mt: 'auto',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap'
          }}
        >
          <ListenerCount room={room} />
          <Button
            component={RouterLink}
            to={roomPage(room.slug)}
            variant="contained"
            size="large"
            startIcon={<PlayArrowIcon />}
            aria-label={t('rooms.landing.joinRoom', { name: room.name })}
            sx={{ background: 'linear-gradient(135deg, #ff4d8d 0%, #7c4dff 100%)' }}
          >
            {t('rooms.landing.join')}
          </Button>
        </Box>
      </Box>
    </Card>
  )
}
