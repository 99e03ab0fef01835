import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import MusicNoteIcon from '@mui/icons-material/MusicNote'
import { useTranslation } from 'react-i18next'
import { routes, type CrateSong, type LiveRoomState, type LiveUser } from '@spinroom/schemas'
import { api } from '../../../api/client.ts'
import { useErrorText } from '../../../api/useErrorText.ts'
import { useCall } from '../../../api/queries.ts'
import { artworkOf } from '../../playback/playable-source.ts'
import { unhearing } from './unhearing.ts'
import { useIdentity } from '../../session/useSession.ts'
import { toCrateSong } from './crate-song.ts'
import { SongPicker } from './SongPicker.tsx'

interface Props {
  live: LiveRoomState
  me: LiveUser | null
  moderator: boolean
}

/** The caller's DJ controls: the next song, a seat, stepping down, skipping; a moderator's skip. */
export function DjPanel({ live, me, moderator }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const identity = useIdentity()
  const [chosen, setChosen] = useState<CrateSong | null>(null)
  const [picking, setPicking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [leavingAfter, setLeavingAfter] = useState(false)
  const queue = useCall(routes.playlists.listQueueSongs, { query: { limit: 2 } }, { enabled: identity.isLoggedIn })
  const roomUuid = live.settings.uuid
  const myDj = me ? live.djs.find((d) => d.uuid === me.uuid) : undefined
  const playingMine = !!live.nowPlaying && !!me && live.djs[0]?.uuid === me.uuid
  // A queued song that plays stays at the head of the queue until it ends: the one after it comes next.
  const playingUuid = playingMine ? live.nowPlaying?.song.crateSongUuid : undefined
  const queued = queue.data?.data.find((entry) => entry.crateSongUuid !== playingUuid)
  const next = (myDj ? myDj.nextSong : chosen) ?? (queued ? toCrateSong(queued) : null)
  const deaf = next && me ? unhearing(live, next.musicProviders, me.uuid) : []
  const seatsFull = live.djs.length >= live.settings.numberOfDjs
  const rule = t(`room.dj.rules.${live.settings.djType}`)
  // Where anyone may DJ, a user who may not has been stopped by a moderator.
  const whyNot = live.settings.djType === 'EVERYONE' ? t('room.dj.djDisabled') : rule

  const run = (action: () => Promise<unknown>, explain?: (message: string) => string) => {
    setError(null)
    action().catch((e: unknown) => {
      const message = errorText(e)
      setError(explain ? explain(message) : message)
    })
  }

  const pick = (song: CrateSong) => {
    setPicking(false)
    if (myDj) run(() => api.live.updateNextSong({ roomUuid, song }))
    else setChosen(song)
  }

  if (!identity.isLoggedIn)
    return (
      <Alert severity="info" variant="outlined">
        {t('room.dj.guests')}
      </Alert>
    )

  return (
    <Card component="section" aria-labelledby="dj-panel-title">
      <CardContent>
        <Typography id="dj-panel-title" variant="overline" color="text.secondary" component="h2">
          {t('room.dj.title')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1 }}>
          <Avatar variant="rounded" src={next ? artworkOf(next) : undefined} alt="">
            <MusicNoteIcon />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t('room.dj.nextSong')}
              {next && !(myDj ? myDj.nextSong : chosen) && ` · ${t('room.dj.fromQueue')}`}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="dj-next-song">
              {next ? `${next.trackName} — ${next.artistName}` : t('room.dj.noSong')}
            </Typography>
            {deaf.length > 0 && (
              <Typography variant="body2" color="warning.main" data-testid="dj-unhearing">
                {t('room.dj.unhearing', { count: deaf.length, names: deaf.join(', ') })}
              </Typography>
            )}
          </Box>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => setPicking(true)}>
            {t('room.dj.pick')}
          </Button>
          {!myDj && (
            <Button
              variant="contained"
              disabled={seatsFull || !me?.canDj}
              onClick={() =>
                run(
                  () => api.live.addDj({ roomUuid, ...(chosen ? { song: chosen } : {}) }),
                  (message) => `${t('room.dj.refused', { message })} ${rule}`
                )
              }
              data-testid="take-seat"
            >
              {t('room.dj.takeSeat')}
            </Button>
          )}
          {myDj && (
            <Button variant="outlined" onClick={() => run(() => api.live.removeDj({ roomUuid }))}>
              {t('room.dj.stepDown')}
            </Button>
          )}
          {playingMine && !leavingAfter && (
            <Button
              variant="outlined"
              onClick={() =>
                run(async () => {
                  await api.live.removeDj({ roomUuid, afterSong: true })
                  setLeavingAfter(true)
                })
              }
            >
              {t('room.dj.stepDownAfter')}
            </Button>
          )}
          {live.nowPlaying && (playingMine || moderator) && (
            <Button color="warning" onClick={() => run(() => api.live.skipSong({ roomUuid }))} data-testid="skip-song">
              {playingMine ? t('room.dj.skipOwn') : t('room.dj.skip')}
            </Button>
          )}
        </Box>
        {myDj && playingMine && leavingAfter && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('room.dj.steppingDown')}
          </Typography>
        )}
        {!myDj && me && !me.canDj && (
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {whyNot}
          </Alert>
        )}
        {!myDj && me?.canDj && seatsFull && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('room.dj.noSeat')}
          </Typography>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setError(null)} data-testid="dj-error">
            {error}
          </Alert>
        )}
      </CardContent>
      {picking && <SongPicker onPick={pick} onClose={() => setPicking(false)} />}
    </Card>
  )
}
