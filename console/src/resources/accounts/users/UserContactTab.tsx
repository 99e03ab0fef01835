import { useEffect, useState } from 'react'
import { Avatar, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import { routes, type User, type UserEmail, type UserIdentity, type UserImage } from '@spinroom/schemas'
import { api } from '../../../data/transport.ts'

const a = routes.accounts
const statusColor = {
  VERIFIED: 'success',
  CREATED_BY_ADMIN: 'success',
  PENDING_VERIFICATION: 'warning',
  DELETED: 'default'
} as const

interface Contact {
  emails: UserEmail[]
  identities: UserIdentity[]
  images: UserImage[]
}

/** What the tab reads: it shows only to callers who may call all of them. */
export const contactRoutes = [a.listUserEmails, a.listUserIdentities, a.listUserImages] as const

async function loadContact(id: string): Promise<Contact> {
  const [emails, identities, images] = await Promise.all([
    api.call(contactRoutes[0], { params: { id } }),
    api.call(contactRoutes[1], { query: { userUuid: id } }),
    api.call(contactRoutes[2], { params: { id } })
  ])
  return {
    emails: emails as UserEmail[],
    identities: (identities as { data: UserIdentity[] }).data,
    images: images as UserImage[]
  }
}

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
    {children}
  </Typography>
)

/** The account's e-mail addresses (every status), verified phone identities and pictures. */
export const UserContactTab = () => {
  const user = useRecordContext<User>()
  const translate = useTranslate()
  const [contact, setContact] = useState<Contact | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (user) loadContact(String(user.id)).then(setContact, (e: Error) => setError(e.message))
  }, [user])
  if (error) return <Typography color="error">{error}</Typography>
  if (!contact) return null
  const none = <Typography variant="body2">{translate('spinroom.empty_value')}</Typography>
  return (
    <Box data-testid="user-contact">
      <Heading>{translate('spinroom.contact.emails')}</Heading>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['email', 'type', 'status', 'verifiedAt'].map((f) => (
              <TableCell key={f}>{translate(`spinroom.contact.fields.${f}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {contact.emails.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{e.email}</TableCell>
              <TableCell>{e.type}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={statusColor[e.status]} label={e.status} />
              </TableCell>
              <TableCell>{e.verifiedAt ? new Date(e.verifiedAt).toLocaleString() : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Heading>{translate('spinroom.contact.identities')}</Heading>
      {contact.identities.length
        ? contact.identities.map((i) => <Chip key={i.id} sx={{ mr: 1 }} label={`${i.channel}: ${i.phone}`} />)
        : none}
      <Heading>{translate('spinroom.contact.images')}</Heading>
      {contact.images.length ? (
        <Stack direction="row" spacing={2}>
          {contact.images.map((img) => (
            <Stack key={img.id} spacing={0.5} sx={{ alignItems: 'center' }}>
              <Avatar
                variant={img.kind === 'coverPicture' ? 'rounded' : 'circular'}
                src={img.urls['256']}
                alt={img.kind}
                sx={{ width: img.kind === 'coverPicture' ? 192 : 72, height: 72 }}
              />
              <Typography variant="caption">{translate(`spinroom.contact.kinds.${img.kind}`)}</Typography>
            </Stack>
          ))}
        </Stack>
      ) : (
        none
      )}
    </Box>
  )
}
