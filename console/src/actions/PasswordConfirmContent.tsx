import { Stack, TextField, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'

interface Props {
  /** The input's name (browsers and tests find it by it). */
  name: string
  /** i18n keys of the field's label and of the text under it. */
  label: string
  text: string
  value: string
  onChange: (value: string) => void
}

/** What a confirmation that sets a password shows: a new-password field and what setting it does. */
export const PasswordConfirmContent = ({ name, label, text, value, onChange }: Props) => {
  const translate = useTranslate()
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        type="password"
        name={name}
        autoComplete="new-password"
        label={translate(label)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Typography variant="body2">{translate(text)}</Typography>
    </Stack>
  )
}
