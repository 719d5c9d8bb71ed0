import { configure } from '@testing-library/react'

// Imported here, after the test framework is set up, so Testing Library also registers its cleanup between tests.
// A cold start on two shared cores renders the first page in more than the default second: a file's first page loads
// antd and the page's chunk while the other core runs the server tests, and CI has seen that take over 5 s. A wait only
// runs this long when what it waits for has not appeared, so passing tests are not slower.
configure({ asyncUtilTimeout: 15000 })
