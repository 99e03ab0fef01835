import { useEffect, useRef, useState } from 'react'
import Hls from 'hls.js'
import { Alert } from '@mui/material'
import { useTranslate } from 'react-admin'
import { routeUrl, routes, type UploadedSong } from '@spinroom/schemas'
import { readToken } from '../../../auth/storage.ts'

/**
 * Plays a song's encrypted HLS stream in an <audio> element through hls.js; the playlist and key requests carry the
 * console's bearer token (the key is only given to whoever may play the song).
 */
export const SongPlayer = ({ song }: { song: UploadedSong }) => {
  const audio = useRef<HTMLAudioElement>(null)
  const [error, setError] = useState<string | null>(null)
  const translate = useTranslate()

  useEffect(() => {
    const element = audio.current
    if (!element || !song.hlsReady || !Hls.isSupported()) return
    const hls = new Hls({
      xhrSetup: (xhr) => {
        const token = readToken()
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
      }
    })
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) setError(data.details)
    })
    hls.loadSource(routeUrl(routes.songs.getSongPlaylist, { id: song.id }))
    hls.attachMedia(element)
    return () => hls.destroy()
  }, [song.id, song.hlsReady])

  if (!song.hlsReady) return <Alert severity="info">{translate('spinroom.songs.not_transcoded')}</Alert>
  return (
    <>
      <audio ref={audio} controls preload="metadata" data-testid="song-player" style={{ width: '100%' }} />
      {error && <Alert severity="error">{error}</Alert>}
    </>
  )
}
