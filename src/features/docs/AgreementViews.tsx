import AgreementPage from './AgreementPage'
import { AgreementId } from '@/constants/navigation'

// One view per agreement route; the two user-agreement routes also open any other document by `?id=`.
export const UserAgreementView = () => <AgreementPage defaultId={AgreementId.USER} byQuery />
export const UserAgreementIOSView = () => <AgreementPage defaultId={AgreementId.USER_IOS} byQuery />
export const PrivacyPolicyView = () => <AgreementPage defaultId={AgreementId.PRIVACY} />
export const PrivacyPolicyIOSView = () => <AgreementPage defaultId={AgreementId.PRIVACY_IOS} />
export const AccountSecurityView = () => <AgreementPage defaultId={AgreementId.ACCOUNT} />
export const AppPermissionView = () => <AgreementPage defaultId={AgreementId.APP_PERMISSION} />
export const ChildProtectionView = () => <AgreementPage defaultId={AgreementId.CHILD_PROTECTION} />
export const NeutralListView = () => <AgreementPage defaultId={AgreementId.NEUTRAL} />
export const RulesView = () => <AgreementPage defaultId={AgreementId.RULES} />
