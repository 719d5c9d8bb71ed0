// A cold run transforms Taro's H5 runtime and builds databases on two shared cores; a hook or test can take
// longer than Jest's 5 s default without anything being wrong. Tests assert behaviour, never speed.
jest.setTimeout(60000)
