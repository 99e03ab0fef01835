import type { DataProvider } from 'react-admin'

/** A full DataProvider from the few methods an endpoint that is not simple-rest supports; the others reject. */
export const customProvider = (resource: string, methods: Partial<DataProvider>): DataProvider => {
  const no = () => Promise.reject(new Error(`"${resource}" does not support this call`))
  return {
    getList: no,
    getOne: no,
    getMany: no,
    getManyReference: no,
    update: no,
    updateMany: no,
    create: no,
    delete: no,
    deleteMany: no,
    ...methods
  }
}
