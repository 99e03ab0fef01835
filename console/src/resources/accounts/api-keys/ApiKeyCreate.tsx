import { useState } from 'react'
import { Create, useRedirect } from 'react-admin'
import type { ApiKey, ApiKeyCreated } from '@spinroom/schemas'
import { ApiKeySecretDialog } from './ApiKeySecretDialog.tsx'
import { ApiKeyForm } from './ApiKeyViews.tsx'

/** POST the form; the answer carries the secret, shown once before going back to the list. */
export const ApiKeyCreate = () => {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null)
  const redirect = useRedirect()
  return (
    <>
      <Create<ApiKey> redirect={false} mutationOptions={{ onSuccess: (data) => setCreated(data as ApiKeyCreated) }}>
        <ApiKeyForm />
      </Create>
      {created && <ApiKeySecretDialog apiKey={created} onClose={() => redirect('list', 'api-keys')} />}
    </>
  )
}
