import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { DomainMenu } from './DomainMenu.tsx'

export const SpinroomLayout = ({ children }: { children: ReactNode }) => <Layout menu={DomainMenu}>{children}</Layout>
