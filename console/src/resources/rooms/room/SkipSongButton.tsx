import SkipNextIcon from '@mui/icons-material/SkipNext'
import { routes, type NowPlaying } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCall.ts'
import { DeskActionButton } from './live/DeskActionButton.tsx'

/** Skips the song playing in the room for everyone, with a reason, without a seat on stage. */
export const SkipSongButton = (props: { roomId: string; roomName: string; nowPlaying: NowPlaying | null }) => {
  const { roomId, roomName, nowPlaying } = props
  const provider = useConsoleProvider()
  return (
    <DeskActionButton
      label="skip"
      title="skip_title"
      content="skip_content"
      done="skipped"
      args={{ song: nowPlaying?.song.trackName ?? '', name: roomName }}
      icon={<SkipNextIcon />}
      disabled={!nowPlaying}
      run={(input) => provider.call(routes.rooms.skipSong, { params: { id: roomId }, body: { reason: input.reason } })}
    />
  )
}
