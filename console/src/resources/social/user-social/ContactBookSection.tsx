import { useEffect, useState } from 'react'
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { routes, type ContactBook } from '@spinroom/schemas'
import { api } from '../../../data/transport.ts'

/** A user's uploaded contact book (admins only). */
export const ContactBookSection = ({ userId }: { userId: string }) => {
  const translate = useTranslate()
  const [book, setBook] = useState<ContactBook | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    api
      .call(routes.social.getContactBookAdmin, { params: { id: userId } })
      .then(setBook, (e: Error) => setError(e.message))
  }, [userId])
  return (
    <Stack data-testid="user-contact-book">
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('spinroom.social.contact_book')} {book ? `(${book.total})` : ''}
      </Typography>
      {error && <Typography color="error">{error}</Typography>}
      {book && !book.total && <Typography variant="body2">{translate('spinroom.social.none')}</Typography>}
      {book && book.total > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['name', 'emails', 'phoneNumbers'].map((field) => (
                <TableCell key={field}>{translate(`spinroom.social.contact_fields.${field}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {book.contacts.map((contact) => (
              <TableRow key={contact.id}>
                <TableCell>{contact.name ?? '—'}</TableCell>
                <TableCell>{contact.emails.join(', ') || '—'}</TableCell>
                <TableCell>{contact.phoneNumbers.join(', ') || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  )
}
