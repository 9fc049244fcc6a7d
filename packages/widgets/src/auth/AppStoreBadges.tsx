/** Where the courier's mobile apps are published. */
export interface AppStoreLinks {
  /** URL of the courier's app on the App Store. */
  appStore: string
  /** URL of the courier's app on Google Play. */
  googlePlay: string
}

/** Props of {@link AppStoreBadges}. */
export interface AppStoreBadgesProps {
  /** Where the two badges lead. */
  links: AppStoreLinks
}

const badges = [
  { store: 'appStore', small: 'Download on the', large: 'App Store' },
  { store: 'googlePlay', small: 'Get it on', large: 'Google Play' },
] as const

/** The two app-store badges of the login and sign-up screens (part 1 §1, §2). They open in a new tab. */
export function AppStoreBadges({ links }: AppStoreBadgesProps) {
  return (
    <ul className="wb-badges" aria-label="Get the mobile app">
      {badges.map(({ store, small, large }) => (
        <li key={store}>
          <a className="wb-badge" href={links[store]} target="_blank" rel="noopener noreferrer">
            <span className="wb-badge__small">{small}</span>
            <span className="wb-badge__large">{large}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
