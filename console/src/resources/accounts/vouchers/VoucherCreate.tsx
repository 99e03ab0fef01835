import { useState } from 'react'
import { Box, Button as MuiButton, Card, CardContent, Stack, Typography } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin'
import { routes, type Voucher, type VoucherBatch } from '@spinroom/schemas'
import { pickBySchema } from '../../../data/schema.ts'
import { useConsoleProvider } from '../../../data/useCallMutation.ts'
import { VoucherForm } from './VoucherViews.tsx'

const route = routes.accounts.createVouchers

/** Creating answers the whole batch, so the codes are shown here, ready to copy, before going back to the list. */
export const VoucherCreate = () => {
  const [created, setCreated] = useState<Voucher[] | null>(null)
  const [saving, setSaving] = useState(false)
  const notify = useNotify()
  const redirect = useRedirect()
  const translate = useTranslate()
  const provider = useConsoleProvider()

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true)
    try {
      // The fields the body declares, an emptied one left out, so a new one needs no line here.
      const body = pickBySchema(route.body, values) as VoucherBatch
      setCreated((await provider.call(route, { body })) as Voucher[])
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' })
    } finally {
      setSaving(false)
    }
  }

  const copyAll = async () => {
    await navigator.clipboard.writeText((created ?? []).map((v) => v.code).join('\n'))
    notify(translate('spinroom.vouchers.copied'), { type: 'info' })
  }

  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={translate('spinroom.vouchers.create_title')} />
      <Card>
        <CardContent>
          {created ? (
            <Stack spacing={2}>
              <Typography variant="h6">{translate('spinroom.vouchers.created', { count: created.length })}</Typography>
              <Box
                component="pre"
                data-testid="voucher-codes"
                sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}
              >
                {created.map((v) => v.code).join('\n')}
              </Box>
              <Stack direction="row" spacing={1}>
                <MuiButton startIcon={<ContentCopyIcon />} onClick={copyAll}>
                  {translate('spinroom.vouchers.copy_all')}
                </MuiButton>
                <MuiButton variant="contained" onClick={() => redirect('list', 'vouchers')}>
                  {translate('spinroom.vouchers.done')}
                </MuiButton>
              </Stack>
            </Stack>
          ) : (
            <VoucherForm onSubmit={submit} saving={saving} />
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
