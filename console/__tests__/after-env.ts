import { configure } from '@testing-library/react'

// Imported here, after the test framework is set up, so Testing Library also registers its cleanup between tests.
// A cold start on two shared cores renders the first page in more than the default second.
configure({ asyncUtilTimeout: 5000 })
