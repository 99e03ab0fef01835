import { useEffect, useState } from 'react'
import { Box, Button, Chip, Stack, Typography } from '@mui/material'
import { useInput, useRecordContext, useTranslate } from 'react-admin'

/** A file in the API's files store is shown as a picture, or as a label when it is a Lottie animation (JSON). */
export const MediaPreview = ({
  url,
  json,
  size = 96
}: {
  url: string | null | undefined
  json?: boolean
  size?: number
}) => {
  const translate = useTranslate()
  const [notImage, setNotImage] = useState(false)
  useEffect(() => setNotImage(false), [url])
  if (!url) return null
  if (json || notImage)
    return <Chip size="small" color="secondary" variant="outlined" label={translate('spinroom.media.lottie')} />
  return (
    <Box
      component="img"
      src={url}
      alt=""
      onError={() => setNotImage(true)}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  )
}

interface Props {
  /** Form field holding the newly chosen File (sent by the data provider). */
  source: string
  /** Record field with the URL of the current file. */
  urlSource: string
  label: string
  accept: string
}

/** Chooses a file to upload on save, previewing it (or the current one) beside the button. */
export const MediaPicker = ({ source, urlSource, label, accept }: Props) => {
  const translate = useTranslate()
  const record = useRecordContext()
  const { field } = useInput({ source, defaultValue: null })
  const file = field.value instanceof File ? field.value : null
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setPreview(null)
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const current = (record?.[urlSource] as string | null | undefined) ?? null
  const json = !!file && (file.type === 'application/json' || file.name.endsWith('.json'))
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Box sx={{ width: 140, flexShrink: 0 }}>
        <MediaPreview url={preview ?? current} json={json} />
        {!preview && !current && (
          <Typography variant="body2" color="text.secondary">
            {translate('spinroom.media.none')}
          </Typography>
        )}
      </Box>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="caption" color="text.secondary">
          {translate(label)}
        </Typography>
        <Button variant="outlined" component="label" size="small">
          {translate('spinroom.media.choose')}
          <input
            hidden
            type="file"
            name={source}
            accept={accept}
            onChange={(e) => field.onChange(e.target.files?.[0] ?? null)}
          />
        </Button>
        {file && <Typography variant="caption">{file.name}</Typography>}
      </Stack>
    </Stack>
  )
}
