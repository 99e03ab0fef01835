import '@asyncapi/react-component/styles/default.min.css'
import './page.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import AsyncApiComponent from '@asyncapi/react-component/browser/index.js'
import { sitePaths } from '@spinroom/schemas'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AsyncApiComponent
      schema={{ url: sitePaths.asyncApi }}
      config={{ show: { sidebar: true, errors: true }, sidebar: { showOperations: 'byDefault' } }}
    />
  </StrictMode>
)
