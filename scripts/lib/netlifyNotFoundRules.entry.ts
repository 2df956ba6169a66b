import { netlifyNotFoundRules } from '../../src/build/netlifyNotFoundRules'

/** Computed as the module is imported: Vite's runner closes once the import returns. */
export default await netlifyNotFoundRules()
