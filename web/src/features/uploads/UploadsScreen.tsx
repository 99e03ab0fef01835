import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { MAX_SONG_BYTES, routes } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { useIdentity } from '../session/useSession.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { useNotice } from '../crates/useNotice.tsx'
import { canUpload } from './can-upload.ts'
import { DraftRow } from './DraftRow.tsx'
import { DropZone } from './DropZone.tsx'
import { MyUploads } from './MyUploads.tsx'
import { UploadPermission } from './UploadPermission.tsx'
import { useDrafts } from './useDrafts.ts'

/** A DJ's own music: files dropped or picked, their tags checked, sent with progress and followed until verified. */
export default function UploadsScreen() {
  const { t } = useTranslation()
  const identity = useIdentity()
  // Read afresh, not from the session: a moderator may have granted it since sign-in.
  const capabilities = useCall(routes.accounts.ownCapabilities, undefined, { enabled: identity.isLoggedIn })
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, mb: 1 }}>
        {t('uploads.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('uploads.intro')}
      </Typography>
      {identity.isLoggedIn ? (
        <LoadState query={capabilities}>
          {canUpload(identity.roles, capabilities.data?.capabilities) ? (
            <Uploader />
          ) : (
            <UploadPermission guest={false} onCheck={() => void capabilities.refetch()} />
          )}
        </LoadState>
      ) : (
        <UploadPermission guest />
      )}
    </Container>
  )
}

function Uploader() {
  const { t } = useTranslation()
  const notice = useNotice()
  const { drafts, add, edit, setArtwork, remove, send } = useDrafts((message) =>
    notice.show({ severity: 'error', text: t('uploads.error.tags', { message }) })
  )
  const ready = drafts.filter((draft) => !draft.reading && draft.sent === null && draft.file.size <= MAX_SONG_BYTES)
  return (
    <Stack spacing={4}>
      <DropZone onFiles={add} />
      {drafts.length > 0 && (
        <section aria-labelledby="upload-drafts">
          <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="upload-drafts" variant="h6" component="h2">
              {t('uploads.drafts')}
            </Typography>
            {ready.length > 1 && (
              <Button variant="contained" onClick={() => ready.forEach((draft) => void send(draft))}>
                {t('uploads.sendAll')}
              </Button>
            )}
          </Stack>
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {drafts.map((draft) => (
              <DraftRow
                key={draft.key}
                draft={draft}
                onEdit={(field, value) => edit(draft.key, field, value)}
                onArtwork={(image) => setArtwork(draft.key, image)}
                onSend={() => void send(draft)}
                onRemove={() => remove(draft.key)}
              />
            ))}
          </Stack>
        </section>
      )}
      <MyUploads />
      {notice.element}
    </Stack>
  )
}
