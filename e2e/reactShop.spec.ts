import { test } from '@playwright/test'
import { startShopServer } from '../examples/react-shop/server/server.ts'
import { freshAccount } from './accounts.ts'
import { addCard, apiCodeOf } from './ordering.ts'
import { bookThroughShop } from './widget.ts'

// Issue 9: examples/react-shop — a React app using <DeliveryOrderWidget> from @waybill/widgets, served with the
// widget proxy against the sandbox.
test('a React shop books a delivery with the order widget component; the page gets no api code', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await freshAccount(request, 'reactshop')
  const apiCode = await apiCodeOf(request, login)
  await addCard(request, apiCode)
  const shop = await startShopServer({ apiBaseUrl: baseURL ?? '', apiCode })
  try {
    await bookThroughShop(page, request, shop.url, apiCode)
  } finally {
    await shop.close()
  }
})
