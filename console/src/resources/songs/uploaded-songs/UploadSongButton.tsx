import { useRef, useState, type ChangeEvent } from 'react'
import UploadIcon from '@mui/icons-material/Upload'
import { Box, LinearProgress } from '@mui/material'
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin'
import { MAX_SONG_BYTES, routeUrl, routes } from '@spinroom/schemas'
import { readToken } from '../../../auth/storage.ts'

/**
 * Uploads a song file (multipart `song`) with the bytes sent shown in %; XMLHttpRequest because fetch reports no
 * upload progress.
 */
export const UploadSongButton = () => {
  const input = useRef<HTMLInputElement>(null)
  const [sent, setSent] = useState<number | null>(null)
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    if (file.size > MAX_SONG_BYTES) {
      notify('spinroom.songs.too_large', { type: 'error', messageArgs: { mb: MAX_SONG_BYTES / 1024 / 1024 } })
      return
    }
    const form = new FormData()
    form.set('song', file, file.name)
    const request = new XMLHttpRequest()
    request.open('POST', routeUrl(routes.songs.uploadSong))
    const token = readToken()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.onprogress = (e) => e.lengthComputable && setSent(Math.round((e.loaded / e.total) * 100))
    request.onloadend = () => {
      setSent(null)
      let message: string
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? ''
      } catch {
        message = request.statusText
      }
      if (request.status === 201) notify('spinroom.songs.uploaded', { type: 'info', messageArgs: { name: file.name } })
      else notify(message || 'ra.notification.http_error', { type: 'error' })
      refresh()
    }
    setSent(0)
    request.send(form)
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <input ref={input} type="file" accept="audio/*" hidden onChange={onFile} data-testid="song-file" />
      <Button label="spinroom.songs.upload" disabled={sent !== null} onClick={() => input.current?.click()}>
        <UploadIcon />
      </Button>
      {sent !== null && (
        <Box sx={{ width: 160, display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress variant="determinate" value={sent} sx={{ flex: 1 }} />
          <span>{translate('spinroom.songs.sending', { percent: sent })}</span>
        </Box>
      )}
    </Box>
  )
}
