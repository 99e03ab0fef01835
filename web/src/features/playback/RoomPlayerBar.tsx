import { useRef } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import HeadphonesIcon from '@mui/icons-material/Headphones'
import LogoutIcon from '@mui/icons-material/Logout'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { PREVIEW_SONGS_THRESHOLD, roomPage } from '@spinroom/schemas'
import { room, useRoomState } from '../../api/room.ts'
import { useSignInHere } from '../session/useSignInHere.ts'
import { artworkOf } from './playable-source.ts'
import { useRoomCacheSync } from './useRoomCacheSync.ts'
import { useReportPlayable } from './usePlaybackChoice.ts'
import { useRoomPlayer } from './useRoomPlayer.ts'
import { VolumeControl } from './VolumeControl.tsx'
import { KickMessage } from './KickedNotice.tsx'

/** The joined room's audio element and a bar to hear, see and leave it from any screen. */
export default function RoomPlayerBar() {
  const { t } = useTranslation()
  const audio = useRef<HTMLAudioElement>(null)
  const video = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  const state = useRoomState()
  const { nowPlaying, choice, provider, blocked, resume, previewOver } = useRoomPlayer(audio, video)
  const signInHere = useSignInHere()
  useRoomCacheSync()
  useReportPlayable()
  const settings = state.live?.settings
  const page = state.slug ? roomPage(state.slug) : null
  const song = nowPlaying?.song
  const artwork = song && artworkOf(song)
  const kicked = state.status === 'kicked' ? state.kicked : null
  // A room page says why its listener was kicked itself; the bar says it everywhere else.
  const hidden = !!kicked && pathname.startsWith(roomPage(''))

  return (
    <Paper
      component="aside"
      aria-label={t('room.player.label')}
      elevation={8}
      sx={{
        flexShrink: 0,
        zIndex: 'appBar',
        mx: { xs: 1, md: 2 },
        mb: 1,
        px: { xs: 1.5, sm: 2 },
        py: 1,
        display: hidden ? 'none' : 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
        borderRadius: '18px',
        border: 1,
        borderColor: 'divider'
      }}
    >
      <audio ref={audio} data-testid="player-audio" />
      {/* YouTube's player shows its video here, small, while a YouTube song plays (hidden on phones). */}
      <Box
        ref={video}
        data-testid="player-video"
        aria-hidden={provider !== 'youtube'}
        sx={{
          display: provider === 'youtube' && !kicked ? { xs: 'none', sm: 'block' } : 'none',
          width: 96,
          aspectRatio: '16 / 9',
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'common.black',
          '& iframe, & > *': { width: '100%', height: '100%', border: 0 }
        }}
      />
      {kicked ? (
        <Typography role="alert" sx={{ flex: 1, minWidth: 0 }} data-testid="player-kicked">
          <KickMessage kicked={kicked} />
        </Typography>
      ) : (
        <>
          <Avatar
            variant="rounded"
            src={artwork}
            alt=""
            sx={{ width: 44, height: 44, display: previewOver ? { xs: 'none', sm: 'flex' } : 'flex' }}
          >
            <MusicNoteIcon />
          </Avatar>
          {previewOver ? (
            <Box role="status" data-testid="preview-over" sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{t('playback.preview.over')}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {t('playback.preview.detail', { count: PREVIEW_SONGS_THRESHOLD })}
              </Typography>
            </Box>
          ) : (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 700 }} data-testid="player-title">
                {song ? song.trackName : t('room.player.silence')}
              </Typography>
              <Typography noWrap variant="body2" color="text.secondary">
                {[song?.artistName, settings?.name].filter(Boolean).join(' · ')}
                {song && choice && !choice.provider && ` · ${t('room.player.cannotPlay')}`}
              </Typography>
            </Box>
          )}
          {previewOver && (
            <>
              <Button
                color="inherit"
                onClick={() => void signInHere({ next: page ?? undefined })}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
              >
                {t('playback.preview.signIn')}
              </Button>
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                onClick={() => void signInHere({ next: page ?? undefined, signUp: true })}
                data-testid="preview-sign-up"
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('playback.preview.signUp')}
              </Button>
            </>
          )}
          {blocked && (
            <Button variant="contained" startIcon={<HeadphonesIcon />} onClick={resume} data-testid="tap-to-listen">
              {t('room.player.tapToListen')}
            </Button>
          )}
          {!previewOver && <VolumeControl />}
          {page && pathname !== page && (
            <Button component={RouterLink} to={page} size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {t('room.player.backToRoom')}
            </Button>
          )}
        </>
      )}
      <IconButton
        aria-label={kicked ? t('room.player.dismiss') : t('room.player.leave')}
        onClick={() => void room.leave()}
      >
        {kicked ? <CloseIcon /> : <LogoutIcon />}
      </IconButton>
    </Paper>
  )
}
