import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import type { LiveRoomState, LiveUser } from '@spinroom/schemas'
import { formatSeconds } from '../../playback/format-time.ts'
import { artworkOf } from '../../playback/playable-source.ts'
import { PlaybackObstacle } from '../../playback/PlaybackObstacle.tsx'
import { usePlaybackChoice } from '../../playback/usePlaybackChoice.ts'
import { useServerClock } from '../../playback/useServerClock.ts'
import { memberOf } from '../live-users.ts'
import { FollowButton } from '../../social/FollowButton.tsx'
import { Bursts } from './Bursts.tsx'
import { MoreLikeThis, suggestible } from './MoreLikeThis.tsx'
import { ReactionBar } from './ReactionBar.tsx'
import { VoteBar } from './VoteBar.tsx'

/** What plays now: artwork, title, artist and DJ, the progress by the server's clock, votes and reactions. */
export function NowPlayingCard({ live, me }: { live: LiveRoomState; me: LiveUser | null }) {
  const { t } = useTranslation()
  const now = useServerClock()
  const playing = live.nowPlaying
  const choice = usePlaybackChoice(playing)
  const song = playing?.song
  const duration = song?.duration ?? 0
  const left = playing ? Math.max(0, (playing.endTime - now) / 1000) : 0
  const elapsed = Math.min(duration, Math.max(0, duration - left))
  const dj = playing && live.djs[0] ? memberOf(live, live.djs[0].uuid) : null
  const artwork = song && artworkOf(song)
  return (
    <Card component="section" aria-label={t('room.stage.label')} sx={{ position: 'relative', overflow: 'hidden' }}>
      <Bursts live={live} />
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        {playing && song ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 2, sm: 3 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Avatar
              variant="rounded"
              src={artwork}
              alt=""
              sx={{
                width: { xs: '100%', sm: 168 },
                height: { xs: 'auto', sm: 168 },
                aspectRatio: '1',
                maxWidth: 240,
                borderRadius: 3
              }}
            >
              <MusicNoteIcon sx={{ fontSize: 64 }} />
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="overline" color="primary">
                {t('room.stage.playing')}
              </Typography>
              <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="now-playing-title">
                {song.trackName}
              </Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {song.artistName}
              </Typography>
              {dj && (
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" data-testid="now-playing-dj">
                    {t('room.stage.playedBy', { nickname: dj.nickname })}
                  </Typography>
                  {me && me.tokenRole !== 'guest' && dj.uuid !== me.uuid && (
                    <FollowButton djUuid={dj.uuid} nickname={dj.nickname} />
                  )}
                </Stack>
              )}
              <LinearProgress
                variant="determinate"
                value={duration ? (elapsed / duration) * 100 : 0}
                aria-label={t('room.stage.timeLeft', { time: formatSeconds(left) })}
                // A step a second, not a transition: animating the bar redraws the card's blurred backdrop every frame.
                sx={{ mt: 2, height: 6, borderRadius: 3, '& .MuiLinearProgress-bar': { transition: 'none' } }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
                <Typography variant="caption" data-testid="now-playing-elapsed">
                  {formatSeconds(elapsed)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('room.stage.timeLeft', { time: formatSeconds(left) })}
                </Typography>
              </Box>
              {choice?.provider && (
                <Typography variant="caption" color="text.secondary" data-testid="playing-from">
                  {t('playback.playingFrom', { provider: t(`playback.provider.${choice.provider}`) })}
                </Typography>
              )}
              {choice && <PlaybackObstacle choice={choice} />}
              {me && me.tokenRole !== 'guest' && suggestible(song) && <MoreLikeThis key={song.songId} song={song} />}
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {t('room.stage.nothingPlaying')}
          </Typography>
        )}
        <VoteBar live={live} me={me} />
        {me && <ReactionBar roomUuid={live.settings.uuid} />}
      </CardContent>
    </Card>
  )
}
