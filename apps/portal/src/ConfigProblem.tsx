/** Props of {@link ConfigProblem}. */
interface ConfigProblemProps {
  /** What is wrong with config.json, in plain words (sdk-core's `loadPortalConfig`). */
  readonly problems: readonly string[]
}

/**
 * The page shown instead of the portal when its config.json cannot be downloaded or is not valid (ARCHITECTURE §6):
 * what is wrong, in words, for the people who run the site, and what a customer can do meanwhile. Never a blank
 * screen.
 */
export function ConfigProblem({ problems }: ConfigProblemProps) {
  return (
    <main className="portal-auth" aria-labelledby="config-problem-title">
      <h1 id="config-problem-title" className="portal-auth__title">
        The portal cannot start
      </h1>
      <div role="alert">
        <p>Its settings file, config.json, could not be used:</p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
      <p>
        Please try again in a few minutes. If you run this site, correct config.json beside index.html (see
        the deploying guide), then reload the page.
      </p>
      <button type="button" className="wb-button" onClick={() => location.reload()}>
        Reload the page
      </button>
    </main>
  )
}
