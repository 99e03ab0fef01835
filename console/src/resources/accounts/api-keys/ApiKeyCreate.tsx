import { useState } from 'react'
import { Create, SimpleForm, TextInput, maxLength, required, useRedirect } from 'react-admin'
import type { ApiKey, ApiKeyCreated } from '@spinroom/schemas'
import { ApiKeySecretDialog } from './ApiKeySecretDialog.tsx'

/** POST { name }; the answer carries the secret, shown once before going back to the list. */
export const ApiKeyCreate = () => {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null)
  const redirect = useRedirect()
  return (
    <>
      <Create<ApiKey> redirect={false} mutationOptions={{ onSuccess: (data) => setCreated(data as ApiKeyCreated) }}>
        <SimpleForm>
          <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
        </SimpleForm>
      </Create>
      {created && <ApiKeySecretDialog apiKey={created} onClose={() => redirect('list', 'api-keys')} />}
    </>
  )
}
