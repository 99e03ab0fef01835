import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined'
import { MAX_ACTIVE_EMAILS, routes, type UserEmail } from '@spinroom/schemas'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client.ts'
import { routeKey, useCall } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { useAction } from '../../api/useAction.ts'

const u = routes.accounts
/** The kinds of address a listener adds themselves (the others come from linked services). */
const addable = ['personal', 'work', 'payment'] as const
const verified = (email: UserEmail) => email.status === 'VERIFIED' || email.status === 'CREATED_BY_ADMIN'

/** Runs a call on the addresses, then reads them again; keeps the server's words for a refusal. */
const useEmailAction = () =>
  useAction(() => queryClient.invalidateQueries({ queryKey: routeKey(u.listOwnEmails) }), 'emails.error')

/** An address waiting for its code: the code field, verify, and a new code. */
function PendingEmail({ email, run }: { email: UserEmail; run: ReturnType<typeof useEmailAction>['run'] }) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')
  const verify = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await run(
      () => api.call(u.verifyEmail, { body: { emailId: email.id, code } }),
      t('emails.verified', { email: email.email })
    )
    if (ok) setCode('')
  }
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={verify} sx={{ alignItems: 'flex-start', mt: 1 }}>
      <TextField
        size="small"
        label={t('emails.code')}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            'aria-label': t('emails.codeFor', { email: email.email })
          }
        }}
        sx={{ width: 130 }}
      />
      <Button type="submit" variant="contained" disabled={code.length !== 6}>
        {t('emails.verify')}
      </Button>
      <Button
        onClick={() =>
          void run(
            () => api.call(u.resendVerificationEmail, { body: { emailId: email.id } }),
            t('emails.sent', { email: email.email })
          )
        }
      >
        {t('emails.resend')}
      </Button>
    </Stack>
  )
}

/** The caller's e-mail addresses: which are verified, a code to verify the others, adding and removing them. */
export function EmailAddresses({ signInEmail }: { signInEmail: string | null }) {
  const { t } = useTranslation()
  const emails = useCall(u.listOwnEmails)
  const { run, error, notice } = useEmailAction()
  const [address, setAddress] = useState('')
  const [type, setType] = useState<(typeof addable)[number]>('personal')
  const full = (emails.data?.length ?? 0) >= MAX_ACTIVE_EMAILS
  const add = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await run(
      () => api.call(u.addEmail, { body: { email: address.trim(), type } }),
      t('emails.sent', { email: address.trim() })
    )
    if (ok) setAddress('')
  }
  return (
    <Stack spacing={1.5} data-testid="email-addresses">
      {emails.data?.map((email) => (
        <Stack key={email.id} data-testid={`email-${email.email}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>{email.email}</Typography>
            <Chip size="small" variant="outlined" label={t(`emails.types.${email.type}`)} />
            <Chip
              size="small"
              color={verified(email) ? 'success' : 'warning'}
              label={t(verified(email) ? 'emails.isVerified' : 'emails.isPending')}
            />
            {email.email !== signInEmail && (
              <IconButton
                size="small"
                aria-label={t('emails.remove', { email: email.email })}
                title={t('emails.remove', { email: email.email })}
                onClick={() => void run(() => api.call(u.deleteEmail, { params: { id: email.id } }))}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          {!verified(email) && <PendingEmail email={email} run={run} />}
        </Stack>
      ))}
      {notice && <Alert severity="success">{notice}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {full && <Typography color="text.secondary">{t('emails.full', { count: MAX_ACTIVE_EMAILS })}</Typography>}
      <Stack component="form" spacing={1} onSubmit={add}>
        <TextField
          size="small"
          type="email"
          label={t('emails.add')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('emails.type')}
            value={type}
            onChange={(e) => setType(e.target.value as typeof type)}
            sx={{ flex: 1 }}
          >
            {addable.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`emails.types.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" disabled={full || !address.trim()}>
            {t('emails.addButton')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  )
}
