import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { PlaylistCard as Card } from '@spinroom/schemas'
import { CrateArt } from '../crates/CrateArt.tsx'
import { crateLink } from '../crates/crate-link.ts'

/** A crate shared in chat: its artwork, name and size, opening the crate in the player. */
export function PlaylistCard({ card, sharer }: { card: Card; sharer: string }) {
  const { t } = useTranslation()
  return (
    <Box
      component={Link}
      to={crateLink({ crateUuid: card.crateUuid, special: null })}
      data-testid="chat-playlist"
      sx={{
        mt: 1,
        p: 1,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        width: '100%',
        maxWidth: 320,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        color: 'inherit',
        textDecoration: 'none',
        bgcolor: 'rgba(255,255,255,0.04)',
        '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.08)' }
      }}
    >
      <CrateArt crate={{ thumbnails: card.thumbnails, special: null }} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 700 }} data-testid="chat-playlist-name">
          {card.crateName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {card.isCurrentUserPlaylist
            ? t('chat.playlist.own', { count: card.totalSongs, name: sharer })
            : t('chat.playlist.songs', { count: card.totalSongs })}
        </Typography>
      </Box>
    </Box>
  )
}
