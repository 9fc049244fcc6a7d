/** 'My Deliveries' (part 2 §2.1): the dashboard arrives with its own issue; the chrome is the layout's. */
export function DashboardPage() {
  return <h1 className="portal-title">My Deliveries</h1>
}

export default DashboardPage
