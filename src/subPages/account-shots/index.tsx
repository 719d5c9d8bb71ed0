import AccountShotsView from '@/features/question-flow/AccountShotsView'

export default AccountShotsView
