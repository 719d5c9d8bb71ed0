/** What other features use of information: the home page's section of newest articles. */
export { default as HomeInformation, HOME_INFORMATION_EXPOSURE } from './HomeInformation'
