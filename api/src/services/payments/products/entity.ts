import { ProductSchema, productListFields, type Product } from '@spinroom/schemas'
import { crud } from '../../../lib/crud.ts'
import { defineEntity } from '../../../lib/entity.ts'

export type ProductRow = Omit<Product, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export const productsEntity = defineEntity({
  table: 'products',
  path: 'api/payment-service/product-records',
  resource: 'products',
  schema: ProductSchema,
  listFields: productListFields,
  searchFields: ['name'],
  defaultSort: { price: 1, id: 1 }
})

export const products = crud<ProductRow, Product, { id?: string }>({
  entity: productsEntity,
  notFound: 'Product not found',
  filter: (query) => (query.id ? { id: query.id } : {})
})
