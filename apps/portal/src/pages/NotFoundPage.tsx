import { Link } from 'react-router'
import { routes } from '../config.ts'

/** The route table's catch-all (part 1 §2). */
export function NotFoundPage() {
  return (
    <main className="portal-page">
      <h1>Page not found</h1>
      <p>
        <Link to={routes.dashboard} className="wb-link">
          Go to My Deliveries
        </Link>
      </p>
    </main>
  )
}
