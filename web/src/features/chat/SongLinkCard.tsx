import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import { routes, type ChatMessage } from '@spinroom/schemas'
import { describeError } from '../../api/errors.ts'
import { useCall } from '../../api/queries.ts'
import { AddToCrateMenu } from '../crates/AddToCrateMenu.tsx'
import { artworkSrc } from '../../api/activity-origin.ts'
import { linkColor } from './MessageText.tsx'
import { providerName } from './music-hosts.ts'

type SongLink = ChatMessage['songs'][number]

/** A music link of a message as a card: the song it points at (put in the catalogue), to add to a crate from here. */
export function SongLinkCard({ link }: { link: SongLink }) {
  const { t } = useTranslation()
  const provider = providerName(link.provider)
  const song = useCall(
    routes.playlists.getSongDataByLink,
    { params: { link: link.url } },
    { staleTime: 3_600_000, retry: false }
  )
  const artwork = artworkSrc(song.data ? Object.values(song.data.thumbnails).find(Boolean) : undefined)
  const failure = song.error ? describeError(song.error) : null
  return (
    <Box
      sx={{
        mt: 1,
        p: 1,
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'rgba(255,255,255,0.03)',
        maxWidth: 420
      }}
      role="group"
      aria-label={t('chat.song.from', { provider })}
      data-testid="song-card"
    >
      <Avatar variant="rounded" src={artwork} alt="" sx={{ width: 48, height: 48, bgcolor: 'secondary.dark' }}>
        <MusicNoteIcon />
      </Avatar>
      <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
        {song.isPending ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={14} aria-hidden /> {t('chat.song.loading')}
          </Typography>
        ) : song.data ? (
          <>
            <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
              {song.data.trackName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {song.data.artistName}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {failure?.kind === 'server'
              ? t('chat.song.unavailable', { reason: failure.message })
              : t('chat.song.unavailableGeneric')}
          </Typography>
        )}
        <Link href={link.url} target="_blank" rel="noopener noreferrer" variant="caption" sx={{ color: linkColor }}>
          {t('chat.song.open', { provider })}
        </Link>
      </Box>
      {song.data && <AddToCrateMenu song={{ songId: song.data.songId }} songTitle={song.data.trackName} />}
    </Box>
  )
}
