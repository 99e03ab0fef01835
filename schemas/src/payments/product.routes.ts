import { IdParams, OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  CheckoutDataSchema,
  CheckoutSessionSchema,
  ProductDataSchema,
  ProductPatchSchema,
  ProductQuery,
  ProductSchema,
  STRIPE_NOT_CONFIGURED
} from './product.ts'

const tags = ['products']

/** Products sold for money: token bundles bought once and subscription plans. */
export const productRoutes = routeGroup({
  createProduct: {
    method: 'POST',
    path: '/api/v1/products',
    access: 'admin',
    summary: 'create product (paymentType one_time, or recurring for a subscription plan)',
    description:
      'A one_time product may name the token bundle it credits (tokenBundleId); a recurring one needs an interval and the subscriptionLevel it grants. 400 names the field; 409 when appleProductId is taken.',
    tags,
    body: ProductDataSchema,
    result: ProductSchema,
    status: 201
  },
  listProducts: {
    method: 'GET',
    path: '/api/v1/products',
    access: 'any',
    summary: 'products (id, offset, limit)',
    description: 'Cheapest first. Inactive products are listed to administrators only.',
    tags,
    query: ProductQuery,
    result: OffsetPage(ProductSchema)
  },
  getProduct: {
    method: 'GET',
    path: '/api/v1/products/{id}',
    access: 'any',
    summary: 'one product',
    tags,
    params: IdParams,
    result: ProductSchema,
    errors: { 404: 'Product not found' }
  },
  updateProduct: {
    method: 'PATCH',
    path: '/api/v1/products/{id}',
    access: 'admin',
    summary: 'update product',
    tags,
    params: IdParams,
    body: ProductPatchSchema,
    result: ProductSchema,
    errors: { 404: 'Product not found' }
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/api/v1/products/{id}',
    access: 'admin',
    summary: 'delete product; answers the deleted product',
    description: 'A product already paid for is kept for its history: 409, deactivate it instead.',
    tags,
    params: IdParams,
    result: ProductSchema,
    errors: { 404: 'Product not found', 409: 'Product has payments: deactivate it instead' }
  },
  checkoutProduct: {
    method: 'POST',
    path: '/api/v1/products/{id}/checkout',
    access: 'user',
    summary: 'start a one-time checkout: a Stripe Checkout Session to send the buyer to',
    description: `The buyer pays on Stripe's page; the token bundle is credited when Stripe's webhook says the payment succeeded. 503 "${STRIPE_NOT_CONFIGURED}" when Stripe is not set up; 404 for an unknown or inactive product; 400 when it is a subscription plan.`,
    tags,
    params: IdParams,
    body: CheckoutDataSchema,
    result: CheckoutSessionSchema,
    errors: { 404: 'Product not found', 503: STRIPE_NOT_CONFIGURED }
  }
})
