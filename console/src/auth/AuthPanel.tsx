import type { FormEvent, ReactNode } from 'react'
import { Button, Stack, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { consolePaths } from '@spinroom/schemas'

/** A sign-in view inside the login card: its title, a way back to the login form, then its fields. */
export const AuthPanel = ({
  title,
  onSubmit,
  children
}: {
  title: string
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) => {
  const translate = useTranslate()
  return (
    <Stack spacing={2} sx={{ p: 2, width: 300, maxWidth: '100%', boxSizing: 'border-box' }}>
      <Typography variant="subtitle1" component="h2" sx={{ textAlign: 'center', fontWeight: 500 }}>
        {translate(title)}
      </Typography>
      <Stack component={onSubmit ? 'form' : 'div'} spacing={2} onSubmit={onSubmit}>
        {children}
      </Stack>
      <Button component={Link} to={consolePaths.login} size="small" startIcon={<ArrowBackIcon />} color="inherit">
        {translate('spinroom.auth.back')}
      </Button>
    </Stack>
  )
}
