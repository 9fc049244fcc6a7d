import { Checkout } from './Checkout.tsx'

/** The checkout page: a server component; the cart's status and the order widget are the client part. */
export default function CheckoutPage() {
  return (
    <>
      <header className="shop-header">
        <h1>Prairie Plants</h1>
      </header>
      <Checkout />
    </>
  )
}
