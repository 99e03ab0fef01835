import { useState } from 'react'
import { useTranslate } from 'react-admin'
import CheckIcon from '@mui/icons-material/CheckCircle'
import CloseIcon from '@mui/icons-material/Cancel'
import ReplayIcon from '@mui/icons-material/Replay'
import HideImageIcon from '@mui/icons-material/HideImage'
import { TextField as MuiTextField } from '@mui/material'
import { routes, type UploadedSong } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'

const name = (song: UploadedSong) => song.trackName ?? song.originalName

/** Approve: VERIFIED and a catalogue song (once the segments exist). */
export const ApproveButton = () => (
  <ConfirmedCallButton<UploadedSong>
    route={routes.songs.approveSong}
    call={(song, p) => p.call(routes.songs.approveSong, { params: { id: song.id } })}
    name={name}
    label="spinroom.songs.approve"
    confirmTitle="spinroom.songs.approve_title"
    confirmContent="spinroom.songs.approve_content"
    done="spinroom.songs.approved"
    icon={<CheckIcon />}
    disabled={(song) => !song.hlsReady || song.status === 'VERIFIED'}
  />
)

/** Reject with a reason the uploader reads. */
export const RejectButton = () => {
  const [reason, setReason] = useState('')
  const translate = useTranslate()
  return (
    <ConfirmedCallButton<UploadedSong>
      route={routes.songs.rejectSong}
      call={(song, p) => p.call(routes.songs.rejectSong, { params: { id: song.id }, body: { reason } })}
      name={name}
      label="spinroom.songs.reject"
      confirmTitle="spinroom.songs.reject_title"
      confirmContent={
        <MuiTextField
          autoFocus
          fullWidth
          multiline
          label={translate('spinroom.songs.reject_reason')}
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      }
      done="spinroom.songs.rejected"
      icon={<CloseIcon />}
      color="error"
      disabled={(song) => song.status === 'UNVERIFIED'}
      onClose={() => setReason('')}
    />
  )
}

/** Queue a failed transcode again. */
export const RetryButton = () => (
  <ConfirmedCallButton<UploadedSong>
    route={routes.songs.retrySongTranscode}
    call={(song, p) => p.call(routes.songs.retrySongTranscode, { params: { id: song.id } })}
    name={name}
    label="spinroom.songs.retry"
    confirmTitle="spinroom.songs.retry_title"
    confirmContent="spinroom.songs.retry_content"
    done="spinroom.songs.retried"
    icon={<ReplayIcon />}
    disabled={(song) => song.status !== 'VERIFICATION_ERROR'}
  />
)

/** Remove the upload's artwork (an administrator, as for an unfit picture): the song and its catalogue song lose it. */
export const RemoveArtworkButton = () => (
  <ConfirmedCallButton<UploadedSong>
    route={routes.songs.removeSongArtwork}
    call={(song, p) => p.call(routes.songs.removeSongArtwork, { params: { id: song.id } })}
    shown={(song) => !!song.artwork}
    name={name}
    label="spinroom.songs.remove_artwork"
    confirmTitle="spinroom.songs.remove_artwork_title"
    confirmContent="spinroom.songs.remove_artwork_content"
    done="spinroom.songs.artwork_removed"
    icon={<HideImageIcon />}
    color="warning"
  />
)
