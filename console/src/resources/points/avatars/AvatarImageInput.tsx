import { useRef, useState, type ChangeEvent } from 'react'
import { Avatar as MuiAvatar, Box, CircularProgress, Typography } from '@mui/material'
import UploadIcon from '@mui/icons-material/Upload'
import { Button, useInput, useNotify, useTranslate } from 'react-admin'
import { routes } from '@spinroom/schemas'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { api } from '../../../data/transport.ts'
import { failureMessage } from '../../../data/failure-message.ts'

const fileUrl = (fileId: string) => api.url(routes.points.getConsumableFile, { params: { fileId } })

/** `imageFileId`: uploads the chosen image to the points service's file store and previews it. */
export const AvatarImageInput = () => {
  const { field } = useInput({ source: 'imageFileId' })
  const picker = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)
  const notify = useNotify()
  const translate = useTranslate()
  const provider = useConsoleProvider()
  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setPending(true)
    try {
      const body = new FormData()
      body.set('file', file)
      field.onChange((await provider.call(routes.points.uploadConsumableFile, { body })).id)
    } catch (error) {
      notify(failureMessage(error), { type: 'error' })
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
