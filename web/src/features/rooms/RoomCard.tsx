import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router-dom'
import { roomPage, type Room } from '@spinroom/schemas'
import { FavoriteButton } from './FavoriteButton.tsx'
import { ListenerCount } from './ListenerCount.tsx'
import { NowPlaying } from './NowPlaying.tsx'
import { RoomBadges } from './RoomBadges.tsx'
import { roomBackdrop } from './room-design.ts'

/** A room in a list: its design, what plays and who DJs, listeners; the whole card opens the room. */
export function RoomCard({ room, djNames }: { room: Room; djNames: Map<string, string> }) {
  return (
    <Card
      component="article"
      data-testid="room-card"
      data-slug={room.slug}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'border-color 120ms, transform 120ms',
        '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
        '&:focus-within': { borderColor: 'primary.main' }
      }}
    >
      <Box
        sx={{
          background: roomBackdrop(room.design, room.posterUrl),
          height: 84,
          p: 1.25,
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1
        }}
      >
        <RoomBadges room={room} />
        <FavoriteButton room={room} />
      </Box>
      <CardContent
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 2, '&:last-child': { pb: 2 } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" noWrap sx={{ fontSize: '1.05rem' }}>
            <Link
              component={RouterLink}
              to={roomPage(room.slug)}
              color="inherit"
              underline="none"
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                '&:focus-visible': { outline: 'none' },
                '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 }
              }}
            >
              {room.name}
            </Link>
          </Typography>
          {(room.vibe ?? room.description) && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {room.vibe ?? room.description}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1 }}>
          <NowPlaying room={room} djNames={djNames} />
        </Box>
        <ListenerCount room={room} />
      </CardContent>
    </Card>
  )
}
