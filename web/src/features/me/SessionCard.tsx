import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import CheckIcon from '@mui/icons-material/Check'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../language/useFormat.ts'
import type { Identity } from '../session/identity.ts'
import { useConnected } from '../session/useConnection.ts'

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        alignItems: 'center',
        py: 1.5,
        minHeight: 56,
        borderTop: 1,
        borderColor: 'divider'
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{ m: 0, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid={testId}
      >
        {children}
      </Box>
    </Box>
  )
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  if (!navigator.clipboard) return null
  const copy = () =>
    void navigator.clipboard.writeText(text).then(() => {
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    })
  return (
    <Tooltip title={copied ? t('session.copied') : t('session.copy')}>
      <IconButton size="small" aria-label={t('session.copy')} onClick={copy} sx={{ ml: 'auto' }}>
        {copied ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  )
}

/** "Your session": what the server knows about the bearer of the current token. */
export function SessionCard({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  const format = useFormat()
  const connected = useConnected()
  return (
    <Card component="section" aria-labelledby="session-title" data-testid="session-card">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="session-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('session.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Field label={t('session.nickname')} testId="session-nickname">
            <Typography sx={{ fontWeight: 700 }}>{identity.nickname}</Typography>
          </Field>
          <Field label={t('session.type')} testId="session-type">
            <Typography>{t(`tokenType.${identity.type}`)}</Typography>
          </Field>
          <Field label={identity.isLoggedIn ? t('session.userId') : t('session.guestId')}>
            <Typography
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: 13,
                overflowWrap: 'anywhere'
              }}
            >
              {identity.id}
            </Typography>
            <CopyButton text={identity.id} />
          </Field>
          <Field label={t('session.expires')}>
            {identity.expiresAt ? (
              <Typography>
                {format.dateTime(identity.expiresAt)}{' '}
                <Typography component="span" color="text.secondary">
                  ({format.fromNow(identity.expiresAt)})
                </Typography>
              </Typography>
            ) : (
              <Typography color="text.secondary">{t('session.noExpiry')}</Typography>
            )}
          </Field>
          <Field label={t('session.connection')}>
            <Box
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: connected ? 'success.main' : 'warning.main',
                boxShadow: connected ? '0 0 10px #2ee59d' : 'none'
              }}
            />
            <Typography>{connected ? t('session.connected') : t('session.disconnected')}</Typography>
          </Field>
        </Box>
      </CardContent>
    </Card>
  )
}
