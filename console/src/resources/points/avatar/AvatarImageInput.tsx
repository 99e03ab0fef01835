import { useRef, useState, type ChangeEvent } from 'react'
import { Avatar as MuiAvatar, Box, CircularProgress, Typography } from '@mui/material'
import UploadIcon from '@mui/icons-material/Upload'
import { Button, useInput, useNotify, useTranslate } from 'react-admin'
import type { ConsumableFile } from '@spinroom/schemas'
import { httpClient } from '../../../httpClient.ts'

const UPLOAD_URL = '/api/merch-service/api/v1/consumables/files'
const fileUrl = (id: string) => `${UPLOAD_URL}/${id}`

/** `imageFileId`: uploads the chosen image to the points service's file store and previews it. */
export const AvatarImageInput = () => {
  const { field } = useInput({ source: 'imageFileId' })
  const picker = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)
  const notify = useNotify()
  const translate = useTranslate()
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setPending(true)
    try {
      const body = new FormData()
      body.set('file', file)
      const { json } = await httpClient(UPLOAD_URL, { method: 'POST', body })
      field.onChange((json as ConsumableFile).id)
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setPending(false)
    }
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <MuiAvatar
        src={field.value ? fileUrl(field.value) : undefined}
        alt={translate('spinroom.avatars.image')}
        sx={{ width: 96, height: 96 }}
        data-testid="avatar-preview"
      >
        {pending ? <CircularProgress size={32} /> : null}
      </MuiAvatar>
      <Box>
        <Button
          label="spinroom.avatars.upload"
          variant="outlined"
          disabled={pending}
          onClick={() => picker.current?.click()}
        >
          <UploadIcon />
        </Button>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('spinroom.avatars.upload_hint')}
        </Typography>
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          name="avatar-image"
          onChange={onPick}
        />
      </Box>
    </Box>
  )
}
