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

/** The two app-store badges of the login and sign-up screens (part 1 §1, §2). They open in a new tab. */
export function AppStoreBadges({ links }: AppStoreBadgesProps) {
  return (
    <ul className="wb-badges" aria-label="Get the mobile app">
      <li>
        <a className="wb-badge" href={links.appStore} target="_blank" rel="noopener noreferrer">
          <span className="wb-badge__small">Download on the</span>
          <span className="wb-badge__large">App Store</span>
        </a>
      </li>
      <li>
        <a className="wb-badge" href={links.googlePlay} target="_blank" rel="noopener noreferrer">
          <span className="wb-badge__small">Get it on</span>
          <span className="wb-badge__large">Google Play</span>
        </a>
      </li>
    </ul>
  )
}
