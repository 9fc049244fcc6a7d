import { AccountInfoForm, CardsTable, CreditBalance } from '@waybill/widgets'
import { Link } from 'react-router'
import { routes } from '../config.ts'

/**
 * 'My Account' (part 2 §2.6, route '/addPayment'): Account Info, Current Credit Balance and the cards, inside
 * the portal layout's chrome.
 */
export function MyAccountPage() {
  return (
    <>
      <h1 className="portal-title">My Account</h1>
      <section aria-labelledby="portal-account-info">
        <h2 id="portal-account-info">Account Info</h2>
        <AccountInfoForm />
      </section>
      <CreditBalance />
      <section aria-labelledby="portal-account-cards">
        <h2 id="portal-account-cards">Cards</h2>
        <CardsTable />
      </section>
      <section aria-labelledby="portal-account-drivers">
        <h2 id="portal-account-drivers">Drivers</h2>
        <p>
          <Link to={routes.drivers} className="wb-link">
            Manage favourite drivers and My Fleet
          </Link>
        </p>
      </section>
    </>
  )
}

export default MyAccountPage
