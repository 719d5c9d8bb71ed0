import AgreementPage from '@/components/article/agreement-page'
import { AgreementId } from '@/constants/navigation'

export default function Page() {
  return <AgreementPage defaultId={AgreementId.USER_IOS} byQuery />
}
